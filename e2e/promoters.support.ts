// The promoter ledger, with JavaScript and without: one event's figures per promoter match the
// reservations and table orders at the upstream, every column sorts by a link, the CSV holds the rows the page shows in
// its order, and a promoter's detail gives their night. Who sees what: an admin every venue's promoters, a club only
// its own (another venue's promoter's detail is not-found), a promoter only their own row and detail, a galley
// attendant nothing. Each test has events and lists of its own, so the tests run side by side on the shared mock.
import type { Locator, Page } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { createUpstream, csvTable, italian, ownEvent, pickOption, unique, upstreamRows as upstream } from "./helpers";
import { expect, test } from "./shared-pages";

type Mode = "js" | "nojs";
type Row = Record<string, unknown> & { _id: string };

const columns = italian.promoters.columns;
const ledgerTitle = italian.sections.promoters.title;

/** A list of the event's venue run by a promoter of the test's own. */
function promoterList(event: Row, promoterId: string, promoterName: string, as = "disco@demo.test") {
  return createUpstream<Row>(as, "/lists", {
    name: `Lista ${promoterName}`,
    eventId: event._id,
    discoId: event.discoId,
    promoterId,
    promoterName,
    maxGuests: 50,
  });
}

/**
 * An event of the demo club with two promoters' lists. Alfa's: a guest who came in at a table (with a free drink), an
 * accepted gift, a cancelled booking; the table's orders that night, one collected and one still unpaid. Beta's: a
 * usable and a pending reservation.
 */
async function ownNight(label: string) {
  const event = await ownEvent(label, 150);
  const id = unique();
  const alfa = { id: `alfa-${id}`, name: `Promoter Alfa ${id}` };
  const beta = { id: `beta-${id}`, name: `Promoter Beta ${id}` };
  const [listAlfa, listBeta, table, users] = await Promise.all([
    promoterList(event, alfa.id, alfa.name),
    promoterList(event, beta.id, beta.name),
    createUpstream<Row>("disco@demo.test", "/tables", {
      code: `P${id}`,
      name: `Tavolo P${id}`,
      discoId: event.discoId,
      maxReservations: 2,
    }),
    upstream("/users?role=user&isEnabled=true&sort=surname,name&limit=1"),
  ]);
  const reservation = (listId: string, status: string, quantity: number, extra: Record<string, unknown> = {}) =>
    createUpstream<Row>("disco@demo.test", "/reservations", {
      eventId: event._id,
      discoId: event.discoId,
      userId: users[0]!._id,
      listId,
      status,
      quantity,
      ...extra,
    });
  const order = (price: number, status: string, paymentType: string) =>
    createUpstream<Row>("disco@demo.test", "/orders", {
      eventId: event._id,
      discoId: event.discoId,
      userId: users[0]!._id,
      tableId: table._id,
      price,
      quantity: 1,
      status,
      paymentType,
    });
  await Promise.all([
    reservation(listAlfa._id, "used", 3, { tableId: table._id, hasFreeDrink: true }),
    reservation(listAlfa._id, "accepted", 2, { isGift: true }),
    reservation(listAlfa._id, "cancelled", 4),
    reservation(listBeta._id, "usable", 1),
    reservation(listBeta._id, "pending", 2),
    order(12000, "paid", "loco"),
    order(7000, "waitingPayment", "stripe"),
  ]);
  return { event, alfa, beta };
}

function ledgerRow(page: Page, name: string): Locator {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
}

/** The figures of a row as the page shows them, from the nights (or the date) on. */
async function cellsOf(row: Locator): Promise<string[]> {
  // Without JavaScript the URL changes before the new page is drawn: wait for the row itself.
  await expect(row).toBeVisible();
  return (await row.getByRole("cell").allInnerTexts()).map((text) =>
    text
      .split("\n")[0]!
      .replace(/\u00a0/g, " ")
      .trim(),
  );
}

/** Rows of a CSV answer as an Italian spreadsheet reads them (`;` between cells, decimal commas). */
async function csvRows(page: Page, path: string): Promise<string[][]> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  return csvTable(await response.text());
}

async function rowNames(page: Page): Promise<string[]> {
  return page.getByRole("table").getByRole("rowheader").allInnerTexts();
}

async function showEvent(page: Page, mode: Mode, event: Row) {
  await page.goto("/promoters");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ledgerTitle);
  if (mode === "js") await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Past the picker's first ten, when need be, through its search.
  await pickOption(
    page.locator("main form").filter({ has: page.locator("[name=eventId]") }),
    mode,
    "Evento",
    String(event.name),
    String(event.name),
  );
  await page.getByRole("button", { name: italian.statistics.apply }).click();
  await expect(page).toHaveURL(new RegExp(`eventId=${event._id}`));
}

export function promoterLedgerSpecs(mode: Mode) {
  test.describe(`the promoter ledger (${mode})`, () => {
    test.use({ storageState: storageStateOf("disco") });

    test(`one event's figures per promoter match the upstream; columns sort; the CSV is the page (${mode})`, async ({
      page,
    }) => {
      const night = await ownNight(`Serata promoter ${mode}`);
      await showEvent(page, mode, night.event);

      // Alfa: names 3 + 2 (used and accepted), entered 3, one table whose collected order is €120, one gift, one drink.
      const alfa = ledgerRow(page, night.alfa.name);
      expect(await cellsOf(alfa)).toEqual(["1", "5", "3", "60%", "3", "1", "120,00 €", "1", "1"]);
      await expect(alfa.getByRole("list", { name: columns.byStatus })).toHaveText(
        /Accettate 1\s*Entrati 1\s*Annullate 1/,
      );
      const beta = ledgerRow(page, night.beta.name);
      expect(await cellsOf(beta)).toEqual(["1", "1", "0", "0%", "2", "0", "0,00 €", "0", "0"]);
      // Most guests entered first, by default.
      expect(await rowNames(page)).toEqual([night.alfa.name, night.beta.name]);
      await expect(page.getByRole("columnheader", { name: columns.entered, exact: true })).toHaveAttribute(
        "aria-sort",
        "descending",
      );

      // Fewest names first, then most.
      await page.getByRole("link", { name: columns.names, exact: true }).click();
      await expect(page).toHaveURL(/sort=names/);
      await expect(page.getByRole("columnheader", { name: columns.names, exact: true })).toHaveAttribute(
        "aria-sort",
        "ascending",
      );
      expect(await rowNames(page)).toEqual([night.beta.name, night.alfa.name]);

      // The CSV: the same rows in the same order, with the same figures (money in euros, share in percent).
      const href = await page.getByRole("link", { name: italian.list.export }).getAttribute("href");
      expect(href).toContain(`eventId=${night.event._id}`);
      const [header, ...rows] = await csvRows(page, href!);
      expect(header!.slice(0, 4)).toEqual([columns.promoter, columns.events, columns.names, columns.entered]);
      expect(rows.map((row) => row[0])).toEqual(await rowNames(page));
      const statuses = italian.promoters.status;
      expect(header!.slice(6, 13)).toEqual([
        statuses.pending,
        statuses.accepted,
        statuses.usable,
        statuses.used,
        statuses.cancelled,
        statuses.rejected,
        statuses.other,
      ]);
      expect(rows[1]).toEqual([
        night.alfa.name,
        "1",
        "5",
        "3",
        // In Italian: decimal commas, as an Italian spreadsheet reads numbers.
        "60,0",
        "3",
        "0",
        "1",
        "0",
        "1",
        "1",
        "0",
        "0",
        "1",
        "120,00",
        "1",
        "1",
      ]);
      expect(rows[0]).toEqual([
        night.beta.name,
        "1",
        "1",
        "0",
        "0,0",
        "2",
        "1",
        "0",
        "1",
        "0",
        "0",
        "0",
        "0",
        "0",
        "0,00",
        "0",
        "0",
      ]);

      // The detail: Alfa's night, with the same figures.
      await page.getByRole("link", { name: night.alfa.name }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(night.alfa.name);
      const nightRow = ledgerRow(page, String(night.event.name));
      expect((await cellsOf(nightRow)).slice(1)).toEqual(["5", "3", "60%", "3", "1", "120,00 €", "1", "1"]);
      const [, detailRow] = await csvRows(
        page,
        (await page.getByRole("link", { name: italian.list.export }).getAttribute("href"))!,
      );
      expect(detailRow!.slice(1, 5)).toEqual([String(night.event.name), "5", "3", "60,0"]);
    });

    test(`a wrong period is shown beside its field and counts nothing (${mode})`, async ({ page }) => {
      await page.goto("/promoters?from=2026-02-30&to=2026-03-01");
      await expect(page.getByLabel("Dal")).toHaveValue("");
      await expect(page.getByText(italian.statistics.errors.invalidDate)).toBeVisible();
      await expect(page.getByRole("alert")).toHaveText(italian.promoters.fixPeriod);
      await expect(page.getByRole("table")).toHaveCount(0);
      expect((await page.request.get("/promoters/export.csv?from=2026-02-30")).status()).toBe(400);
    });
  });
}

/** Who sees which promoters: the same pages in either mode, so they run once. */
export function promoterScopeSpecs() {
  test.describe("the promoter ledger's reach", () => {
    /** One day with a promoter at the demo club and one at another club. */
    async function twoVenues() {
      const [here, clubs] = await Promise.all([
        ownEvent("Serata qui", 151),
        upstream("/discos?discoType=disco&limit=5&sort=name", "admin@demo.test"),
      ]);
      const other = clubs.find((club) => club._id !== here.discoId)!;
      const there = await createUpstream<Row>("admin@demo.test", "/events", {
        name: `Serata altrove ${unique()}`,
        discoId: other._id,
        startDate: here.startDate,
        endDate: here.endDate,
        startVisibilityDate: here.startVisibilityDate,
        listsIds: [],
      });
      const id = unique();
      const ours = { id: `qui-${id}`, name: `Promoter Qui ${id}` };
      const theirs = { id: `altrove-${id}`, name: `Promoter Altrove ${id}` };
      await Promise.all([
        promoterList(here, ours.id, ours.name),
        promoterList(there, theirs.id, theirs.name, "admin@demo.test"),
      ]);
      const day = String(here.startDate).slice(0, 10);
      return { period: `from=${day}&to=${day}`, ours, theirs };
    }

    test.describe("as an admin", () => {
      test.use({ storageState: storageStateOf("admin") });
      test("sees every venue's promoters and opens any of them", async ({ page }) => {
        const { period, ours, theirs } = await twoVenues();
        await page.goto(`/promoters?${period}`);
        await expect(ledgerRow(page, ours.name)).toBeVisible();
        await expect(ledgerRow(page, theirs.name)).toBeVisible();
        expect((await page.goto(`/promoters/${theirs.id}?${period}`))?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(theirs.name);
      });
    });

    test.describe("as a club", () => {
      test.use({ storageState: storageStateOf("disco") });
      test("sees only its own venue's promoters; another venue's promoter is not found", async ({ page }) => {
        const { period, ours, theirs } = await twoVenues();
        await page.goto(`/promoters?${period}`);
        await expect(ledgerRow(page, ours.name)).toBeVisible();
        await expect(ledgerRow(page, theirs.name)).toHaveCount(0);
        const csv = await csvRows(page, `/promoters/export.csv?${period}`);
        expect(csv.map((row) => row[0])).toContain(ours.name);
        expect(csv.map((row) => row[0])).not.toContain(theirs.name);
        expect((await page.goto(`/promoters/${theirs.id}?${period}`))?.status()).toBe(404);
        expect((await page.request.get(`/promoters/${theirs.id}/export.csv?${period}`)).status()).toBe(404);
      });
    });

    test.describe("as a promoter", () => {
      test.use({ storageState: storageStateOf("promoter") });
      test("sees only their own row, its CSV and detail; another promoter's detail is not found", async ({ page }) => {
        const [chiara] = await upstream("/users?email=promoter@demo.test", "admin@demo.test");
        const { period, ours } = await twoVenues();
        // The seed's nights of the last month: only Chiara's row, whatever other lists the club has.
        await page.goto("/promoters");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(ledgerTitle);
        expect(await rowNames(page)).toEqual(["Chiara Colombo"]);
        await expect(page.getByLabel(italian.promoters.search, { exact: true })).toHaveCount(0);
        const pageCells = await cellsOf(ledgerRow(page, "Chiara Colombo"));
        const [, ...rows] = await csvRows(page, "/promoters/export.csv");
        expect(rows).toHaveLength(1);
        expect(rows[0]!.slice(0, 4)).toEqual(["Chiara Colombo", ...pageCells.slice(0, 3)]);

        // A night with another promoter's list only: nothing of theirs.
        await page.goto(`/promoters?${period}`);
        await expect(page.getByText(italian.promoters.empty)).toBeVisible();
        expect((await page.goto(`/promoters/${ours.id}?${period}`))?.status()).toBe(404);
        expect((await page.request.get(`/promoters/${ours.id}/export.csv`)).status()).toBe(404);
        expect((await page.goto(`/promoters/${chiara!._id}`))?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chiara Colombo");
      });
    });

    test.describe("as a galley attendant", () => {
      // Only statuses: asked over HTTP with the attendant's session, nothing to render (decision 040).
      test("finds neither the ledger, nor its CSV, nor a detail", async ({ httpAs }) => {
        const http = await httpAs("galley");
        const [chiara] = await upstream("/users?email=promoter@demo.test", "admin@demo.test");
        expect((await http.get("/promoters")).status()).toBe(404);
        expect((await http.get("/promoters/export.csv")).status()).toBe(404);
        expect((await http.get(`/promoters/${chiara!._id}`)).status()).toBe(404);
      });
    });
  });
}
