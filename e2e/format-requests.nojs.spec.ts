// Format requests without JavaScript: the filter, search, the approve and reject confirmations and the sending form
// are plain links and forms. Rows are picked by seeded event names no other spec decides.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { pickOption } from "./helpers";

function row(page: Page, eventName: string) {
  return page.locator("tbody tr").filter({ has: page.locator("td:first-child", { hasText: eventName }) });
}

test.describe("format requests without JavaScript as an admin", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("filters to pending, approves one with confirmation, and links the event it created", async ({ page }) => {
    // "Trap Club @ …": the seed's tenth request, pending, sent by some club.
    const eventName = "Trap Club @";
    await page.goto("/formatRequests");
    await page.getByRole("combobox", { name: "Stato" }).selectOption("pending");
    await page.getByLabel("Cerca", { exact: true }).fill(eventName);
    await page.getByRole("button", { name: "Applica" }).first().click();
    await expect(page).toHaveURL(/\/formatRequests\?q=Trap\+Club\+%40&status=pending$/);
    await expect(row(page, eventName)).toHaveCount(1);
    const fullName = (await row(page, eventName).locator("td:first-child").innerText()).trim();
    await expect(row(page, eventName).locator('td[data-label="Stato"]')).toHaveText("In attesa");

    await page.getByRole("link", { name: `Approva ${fullName}`, exact: true }).click();
    await expect(page).toHaveURL(/\/formatRequests\/[0-9a-f]+\/approve\?q=Trap\+Club\+%40&status=pending$/);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Vuoi davvero approvare questa richiesta? L'evento verrà creato.");
    await dialog.getByRole("button", { name: "Approva" }).click();

    await expect(page).toHaveURL(/\/formatRequests\?q=Trap\+Club\+%40&status=pending$/);
    await expect(page.getByRole("status")).toHaveText(`Richiesta approvata: evento "${fullName}" creato`);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.goto(`/formatRequests?q=${encodeURIComponent(eventName)}&status=accepted`);
    await expect(row(page, eventName).locator('td[data-label="Stato"]')).toHaveText("Approvata");
    const openEvent = row(page, eventName).getByRole("link", { name: `Apri evento ${fullName}`, exact: true });
    expect(await openEvent.getAttribute("href")).toMatch(/^\/events\/[0-9a-f]+$/);
  });

  test("rejects one with confirmation, and cancelling leaves it pending", async ({ page }) => {
    // "Tropicale @ …": the seed's thirteenth request, pending.
    const eventName = "Tropicale @";
    await page.goto(`/formatRequests?q=${encodeURIComponent(eventName)}&status=pending`);
    const fullName = (await row(page, eventName).locator("td:first-child").innerText()).trim();

    await page.getByRole("link", { name: `Rifiuta ${fullName}`, exact: true }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Non rifiutare" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(row(page, eventName).locator('td[data-label="Stato"]')).toHaveText("In attesa");

    await page.getByRole("link", { name: `Rifiuta ${fullName}`, exact: true }).click();
    await expect(page.getByRole("dialog")).toContainText("Vuoi davvero rifiutare questa richiesta?");
    await page.getByRole("dialog").getByRole("button", { name: "Rifiuta" }).click();
    await expect(page.getByRole("status")).toHaveText(`Richiesta "${fullName}" rifiutata`);

    await page.goto(`/formatRequests?q=${encodeURIComponent(eventName)}`);
    await expect(row(page, eventName).locator('td[data-label="Stato"]')).toHaveText("Rifiutata");
    await expect(row(page, eventName).getByRole("link")).toHaveCount(0);
  });
});

test.describe("format requests without JavaScript as a venue", () => {
  test.use({ storageState: storageStateOf("disco") });

  test("sends a request through the plain form, sees only its venue's, and may not approve it", async ({ page }) => {
    const eventName = `Serata senza JS ${Date.now() % 100000}`;
    await page.goto("/formatRequests");
    await expect(page.locator("tbody tr").first()).toBeVisible();
    // Every request listed is the venue's own (e2e/row-scope.spec.ts proves the reach): no column repeats its name.
    await expect(page.locator("tbody tr").first()).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Locale" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Approva / })).toHaveCount(0);

    await page.getByRole("link", { name: "Nuovo" }).click();
    const dialog = page.getByRole("dialog");
    await pickOption(dialog, "nojs", "Format", "Sabato", "Sabato Italiano Tour");
    await dialog.getByLabel("Nome dell'evento").fill(eventName);
    // Ninety days ahead (dd/MM/yyyy), so the requested night stays in the future whenever the suite runs.
    const start = new Date(Date.now() + 90 * 86_400_000);
    const day = `${String(start.getUTCDate()).padStart(2, "0")}/${String(start.getUTCMonth() + 1).padStart(2, "0")}/${start.getUTCFullYear()}`;
    await dialog.getByLabel("Inizio").fill(day);
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("status")).toHaveText("Creato con successo");

    await page.goto(`/formatRequests?q=${encodeURIComponent(eventName)}`);
    await expect(row(page, eventName).locator('td[data-label="Stato"]')).toHaveText("In attesa");
    const href = await row(page, eventName)
      .getByRole("link", { name: `Elimina ${eventName}`, exact: true })
      .getAttribute("href");
    const id = href?.split("/")[2];
    expect((await page.goto(`/formatRequests/${id}/approve`))?.status()).toBe(404);
    expect((await page.goto(`/formatRequests/${id}/reject`))?.status()).toBe(404);
  });
});
