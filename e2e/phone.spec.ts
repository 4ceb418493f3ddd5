// The cloakroom and the galley on a phone, with JavaScript (night-phone.support.ts), and the galley's
// log still a table with its header on a desk.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { nightPhoneSpecs, stockedNight } from "./night-phone.support";

nightPhoneSpecs("js");

test.describe("on a desk", () => {
  test.use({ storageState: storageStateOf("galley"), viewport: { width: 1280, height: 800 } });
  test("the galley's log is a table with its header", async ({ page }) => {
    const { event } = await stockedNight("Cambusa scrivania", [["Spritz", 12, 0]]);
    await page.goto(`/events/${event._id}/galley`);
    const log = page.getByRole("table", { name: "Registro della cambusa" });
    await expect(log.locator("thead")).toBeVisible();
    await expect(log.locator("tbody tr").first()).toContainText("Spritz");
  });
});
