// Signs in once per demo account through the real form and keeps the session for the other specs.
import { expect, test as setup } from "@playwright/test";
import { accounts, storageStateOf } from "./accounts";
import { landingNow } from "./tonight";
import { pathIs, signIn } from "./helpers";

for (const account of Object.values(accounts)) {
  setup(`sign in as ${account.email}`, async ({ page }) => {
    await page.goto("/login");
    await signIn(page, account.email);
    // The first pages of a fresh server compile and warm up while every account signs in at once: a landing such as
    // the admin's users list has taken over 7 s on the loaded 2-core machine, so the wait names its own bound.
    await expect(page).toHaveURL(pathIs(await landingNow(account)), { timeout: 30_000 });
    await page.context().storageState({ path: storageStateOf(account.name) });
  });
}
