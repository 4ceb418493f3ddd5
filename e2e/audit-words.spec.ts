// Every value in words (decision 050): a galley movement made at the venue reads in /audit
// with their forms' labels, the galley by its product's name and the movement as the galley names it; a record's
// History names its venue; neither page shows a raw 24-hex id or a field's name in the data (camelCase) anywhere;
// the CSV names them the same way beside the raw codes. Screenshots at 1280 px in Italian and English. Each test
// works on a night or a table of its own, so the tests run side by side.
import type { Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { hydrated, italian, unique, upstreamRows } from "./helpers";
import { stockedNight } from "./night-phone.support";
import { expect, test } from "./shared-pages";

const words = italian.auditWords.fields;
const rawId = /\b[0-9a-f]{24}\b/;
/** A field's name as the data spells it (`galleyId`, `usedById`, `holderName`): a lower-case word, then a capital. */
const camelCase = /\b[a-z]+[A-Z][A-Za-z]*\b/;

/** The visible text of the page's main part: what a reader reads, not attributes or loader data. */
async function readText(page: Page): Promise<string> {
  return page.locator("main").innerText();
}

function expectWordsOnly(text: string) {
  expect(text).not.toMatch(rawId);
  expect(text.match(camelCase)?.[0] ?? null).toBeNull();
}

test.describe("the audit log in words", () => {
  test.use({ storageState: storageStateOf("galley"), viewport: { width: 1280, height: 900 } });

  test("a galley movement reads in words, on the page and in the CSV", async ({ page, sharedPage }) => {
    test.slow();
    const drink = "Spritz";
    const { event, rows } = await stockedNight("Cambusa in parole", [[drink, 120, 0]]);
    // An amount of this test's own, to find its entry among the galley's others.
    const amount = 11 + Math.floor(Math.random() * 80);
    await page.goto(`/events/${event._id}/galley/${rows[drink]!._id}`);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: `Scorte di ${drink}` });
    await dialog.getByLabel(italian.night.galley.movement).selectOption({ label: "Scarico" });
    await dialog.getByLabel(italian.night.galley.amount).fill(String(amount));
    await dialog.getByRole("button", { name: italian.night.galley.save }).click();
    await expect(page.locator('[data-notice="positive"]')).toHaveText(`Scaricati ${amount} pezzi di ${drink}`, {
      timeout: 20_000,
    });

    // The club reads its venue's entries, the galley attendant's among them.
    const club = await sharedPage("disco", { viewport: { width: 1280, height: 900 } });
    await club.goto("/audit?entity=galley-logs&user=galley%40demo.test");
    const row = club.getByRole("row").filter({ hasText: `${italian.night.galley.amount} ${amount}` });
    await expect(row).toHaveCount(1);
    await expect(row.locator("[data-field]")).toHaveText([
      `${italian.night.galley.movement} ${italian.night.galley.movements.unload}`,
      `${words.galleyId} ${drink}`,
      `${italian.night.galley.amount} ${amount}`,
    ]);
    expectWordsOnly(await readText(club));
    await club.screenshot({ path: ".data/audit-words-it.png", fullPage: true });

    // The CSV names them as the page does, with the raw codes in their own columns.
    const csv = await (await club.request.get("/audit/export.csv?entity=galley-logs&user=galley%40demo.test")).text();
    const line = csv.split("\r\n").find((text) => text.includes(`${italian.night.galley.amount}: ${amount}`));
    expect(line).toContain(`${words.galleyId}: ${drink}`);
    expect(line).toContain(`${italian.night.galley.movement}: ${italian.night.galley.movements.unload}`);
    expect(line).toContain('""field"":""action""');

    // The same entry in English.
    const english = await sharedPage("disco", { locale: "en-GB", viewport: { width: 1280, height: 900 } });
    await english.goto("/audit?entity=galley-logs&user=galley%40demo.test");
    const englishRow = english.getByRole("row").filter({ hasText: `Units ${amount}` });
    await expect(englishRow.locator("[data-field]")).toHaveText([
      "Movement Unload",
      `Galley product ${drink}`,
      `Units ${amount}`,
    ]);
    expectWordsOnly(await readText(english));
    await english.screenshot({ path: ".data/audit-words-en.png", fullPage: true });
  });
});

test.describe("a record's History in words", () => {
  test.use({ storageState: storageStateOf("disco"), viewport: { width: 1280, height: 900 } });

  test("names the record's venue and every field by its label", async ({ page, sharedPage }) => {
    // A save and three pages on a shared, busy machine.
    test.slow();
    const code = `W${unique().slice(-6)}`;
    await page.goto("/tables/new");
    await hydrated(page);
    const dialog = page.getByRole("dialog");
    // Required fields' labels end with their mark.
    const field = (label: string) => dialog.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`));
    await field(italian.fields.code).fill(code);
    await field(italian.fields.name).fill(`Tavolo ${code}`);
    await field(italian.fields.maxReservations).fill("4");
    await field(italian.fields.minSpend).fill("150");
    await dialog.getByRole("button", { name: "Salva" }).click();
    // The notice fades within 2 s (spec section 9): the table's arrival upstream is what counts.
    await expect.poll(async () => (await upstreamRows(`/tables?code=${code}`)).length, { timeout: 20_000 }).toBe(1);
    const [table] = await upstreamRows(`/tables?code=${code}`);

    await page.goto(`/tables/${table!._id}`);
    const history = page.getByTestId("record-history");
    await history.locator("summary").click();
    const fields = history.locator("[data-field]");
    await expect(fields.filter({ hasText: italian.fields.venue })).toHaveText(
      `${italian.fields.venue} Demo Club Milano`,
    );
    await expect(fields.filter({ hasText: italian.fields.minSpend })).toContainText("150,00");
    expectWordsOnly(await history.innerText());
    await page.screenshot({ path: ".data/audit-history-it.png", fullPage: true });

    const english = await sharedPage("disco", { locale: "en-GB", viewport: { width: 1280, height: 900 } });
    await english.goto(`/tables/${table!._id}`);
    const englishHistory = english.getByTestId("record-history");
    await englishHistory.locator("summary").click();
    await expect(englishHistory.locator("[data-field]").filter({ hasText: "Venue" })).toHaveText(
      "Venue Demo Club Milano",
    );
    expectWordsOnly(await englishHistory.innerText());
    await english.screenshot({ path: ".data/audit-history-en.png", fullPage: true });
  });
});
