import { expect, test } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { openRowMenu, ownEvent, pickOption, unique, upstreamRows } from "./helpers";
import { resourceSpecs } from "./resources.support";

test.describe("musical genres without JavaScript", () => {
  resourceSpecs("nojs");
});

test.describe("dates without JavaScript", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("refuses a day that does not exist next to its field, and keeps the rest", async ({ page }) => {
    await page.goto("/users?q=russo");
    await openRowMenu(page.locator("tbody tr").first());
    await page
      .getByRole("link", { name: /^Modifica / })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Data di nascita").fill("31/02/1990");
    await dialog.getByLabel("Indirizzo").fill("Via Roma 1, Milano");
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(dialog.getByText("Data non valida (gg/mm/aaaa)")).toBeVisible();
    await expect(dialog.getByLabel("Indirizzo")).toHaveValue("Via Roma 1, Milano");
  });
});

test.describe("a dialog's Enter without JavaScript", () => {
  test.use({ storageState: storageStateOf("disco") });

  test("saves the dialog, not the search of the select before Save", async ({ page }) => {
    const event = await ownEvent("enter-saves");
    const name = `Entrata ${unique().slice(0, 8)}`;
    await page.goto("/lists/new");
    const dialog = page.getByRole("dialog");
    await pickOption(dialog, "nojs", "Evento", String(event.name), String(event.name));
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).press("Enter");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const [saved] = await upstreamRows(`/lists?name=${encodeURIComponent(name)}`);
    expect(saved?.eventId).toBe(event._id);
  });
});
