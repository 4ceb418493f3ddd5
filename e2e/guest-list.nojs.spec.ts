// The paper guest list without JavaScript: the page itself is the printable list, and says how to print it.
import { storageStateOf } from "./accounts";
import { italian } from "./helpers";
import { expect, test } from "./shared-pages";
import { expectedGuests, guestListFixture } from "./guest-list.support";

test.use({ storageState: storageStateOf("disco") });

test("the guest list is a page of its own that tells to use the browser's print", async ({ page }) => {
  const fixture = await guestListFixture();
  await page.goto(`/events/${fixture.eventId}/reservations?q=${fixture.word}`);
  await page.getByRole("link", { name: italian.guestList.open }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fixture.eventName);
  await expect(page.getByText(italian.guestList.printHint)).toBeVisible();
  await expect(page.getByRole("button", { name: italian.guestList.print })).toHaveCount(0);
  await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(expectedGuests(fixture).length);
  await page.getByRole("link", { name: italian.guestList.back }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${fixture.eventId}/reservations\\?q=${fixture.word}$`));
});
