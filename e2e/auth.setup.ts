// Signs in once per demo account through the real form and keeps the session for the other specs.
import { expect, test as setup } from "@playwright/test";
import { accounts, storageStateOf } from "./accounts";
import { landingNow } from "./tonight";
import { pathIs, signIn } from "./helpers";

for (const account of Object.values(accounts)) {
  setup(`sign in as ${account.email}`, async ({ page }) => {
    await page.goto("/login");
    await signIn(page, account.email);
    await expect(page).toHaveURL(pathIs(await landingNow(account)));
    await page.context().storageState({ path: storageStateOf(account.name) });
  });
}
