// /statistics without JavaScript: the charts are in the server's HTML, the tables open with <details>, and the period
// form is a plain GET.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { pathIs } from "./helpers";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe("statistics without JavaScript", () => {
  test.use({ storageState: storageStateOf("disco") });

  test("draws the charts, opens a table and changes the period", async ({ page }) => {
    await page.goto("/statistics");
    await expect(page.locator("svg[role=img]")).toHaveCount(4);
    await expect(page.getByRole("img", { name: /^Vendite per lotto/ })).toBeVisible();
    const byStatus = page.getByRole("table", { name: "Prenotazioni per stato" });
    await expect(byStatus).toBeHidden();
    await page
      .locator("figure", { has: page.locator("[data-chart=statistics-statuses]") })
      .getByText("Mostra i dati in tabella")
      .click();
    await expect(byStatus).toBeVisible();
    expect(await byStatus.locator("tbody tr").count()).toBeGreaterThan(0);

    await page.getByLabel("Dal", { exact: true }).fill(day(-9));
    await page.getByLabel("Al", { exact: true }).fill(day(0));
    await page.getByRole("button", { name: "Aggiorna" }).click();
    await expect(page).toHaveURL(pathIs(`/statistics?from=${day(-9)}&to=${day(0)}&eventId=&eventIdSearch=`));
    await expect(page.locator("[data-chart=statistics-sales] [data-bar]")).toHaveCount(10);
  });

  test("refuses a period that does not exist next to its field", async ({ page }) => {
    await page.goto("/statistics?from=2026-02-30");
    await expect(page.getByText("Data non valida: usa il formato aaaa-mm-gg")).toBeVisible();
    await expect(page.getByLabel("Dal", { exact: true })).toHaveAttribute("aria-invalid", "true");
  });
});
