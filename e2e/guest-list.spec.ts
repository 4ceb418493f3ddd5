// The reservations export and the paper guest list of an event: the CSV a spreadsheet opens right in each
// language, with the tab's rows and none outside the user's reach even when the upstream answers them; the guest list's
// content, its tick column, its print layout and its Print button; not-found to who may not open the tab.
import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { storageStateOf } from "./accounts";
import { csvTable, hydrated, italian, mockControl, pathIs, upstreamToken } from "./helpers";
import { mockURL } from "./ports";
import { expect, test } from "./shared-pages";
import { expectedGuests, guestListFixture } from "./guest-list.support";

const english: typeof italian = JSON.parse(
  fs.readFileSync(new URL("../app/locales/en/common.json", import.meta.url), "utf8"),
);

/** A request id of this test's own whose upstream reads ignore the event and venue filters (the mock's knob). */
async function filtersIgnored(): Promise<string> {
  const requestId = `t-${randomUUID()}`;
  await mockControl("ignore-filters", { body: { requestId } });
  return requestId;
}

test.describe("the reservations export", () => {
  // Only HTTP answers to read: no page to draw (decision 040).
  for (const [language, separator, words] of [
    ["it-IT,it;q=0.9", ";", italian],
    ["en-GB,en;q=0.9", ",", english],
  ] as const) {
    test(`in ${language.slice(0, 2)}: '${separator}' between cells, the tab's rows, none of another club even when the upstream answers it`, async ({
      httpAs,
    }) => {
      const fixture = await guestListFixture();
      const requestId = await filtersIgnored();
      // The knob is armed: the upstream itself answers the other club's reservation to this search.
      const upstream = await fetch(
        `${mockURL}/reservations?${new URLSearchParams({ eventId: fixture.eventId, q: fixture.word })}`,
        { headers: { authorization: `Bearer ${await upstreamToken("disco@demo.test")}`, "x-request-id": requestId } },
      );
      expect(JSON.stringify(await upstream.json())).toContain(fixture.foreignCode);

      const http = await httpAs("disco");
      const headers = { "Accept-Language": language, "x-request-id": requestId };
      // Italian with the tab's state filter, English without: the export follows the tab either way.
      const query = new URLSearchParams({ q: fixture.word, ...(separator === ";" ? { status: "accepted" } : {}) });
      const tab = await (
        await http.get(`/events/${fixture.eventId}/reservations?${query}&limit=100`, { headers })
      ).text();
      const response = await http.get(`/events/${fixture.eventId}/reservations/export.csv?${query}`, { headers });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/csv");
      const text = await response.text();
      expect(text.startsWith("\uFEFF")).toBe(true);
      const [header, ...rows] = csvTable(text, separator);
      expect(header).toEqual([
        words.fields.code,
        words.fields.user,
        words.fields.event,
        words.fields.status,
        words.fields.quantity,
        words.fields.table,
        words.fields.flags,
        words.fields.reservedOn,
      ]);
      // One value per cell on every line.
      expect(rows.filter((row) => row.length !== header!.length)).toEqual([]);
      const wanted = fixture.guests.filter((guest) => separator === "," || guest.status === "accepted");
      const codes = rows.map((row) => row[0]).sort();
      expect(codes).toEqual(wanted.map((guest) => guest.code).sort());
      // The same rows as the tab shows, and the other club's in neither.
      const shownOnTab = fixture.guests.map((guest) => guest.code).filter((code) => tab.includes(code));
      expect(shownOnTab.sort()).toEqual(codes);
      expect(text).not.toContain(fixture.foreignCode);
      expect(tab).not.toContain(fixture.foreignCode);
      for (const row of rows) {
        const guest = fixture.guests.find((candidate) => candidate.code === row[0])!;
        expect(row[1]).toBe(guest.name);
        expect(row[3]).toBe(words.reservationStatuses[guest.status as keyof typeof words.reservationStatuses]);
        // Counts as plain numerals, times as spec section 9 writes them in the venue's zone, never a raw instant.
        expect(row[4]).toBe(String(guest.quantity));
        expect(row[5]).toBe(guest.table ?? "");
        expect(row[6]).toBe(guest.status === "usable" ? words.fields.isVip : "");
        expect(row[7]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      }
    });
  }

  test("and the guest list answer not-found to who may not open the reservations tab, and for another club's night", async ({
    httpAs,
  }) => {
    const fixture = await guestListFixture();
    for (const account of ["galley", "cloakroom", "structure"] as const) {
      const http = await httpAs(account);
      for (const path of ["reservations/export.csv", "guest-list"])
        expect((await http.get(`/events/${fixture.eventId}/${path}`)).status(), `${account} ${path}`).toBe(404);
    }
    const disco = await httpAs("disco");
    for (const path of ["reservations/export.csv", "guest-list"])
      expect((await disco.get(`/events/${fixture.foreignEventId}/${path}`)).status(), path).toBe(404);
    // The event's back-office works the tab: it has both.
    const office = await httpAs("eventoffice");
    for (const path of ["reservations/export.csv", "guest-list"])
      expect((await office.get(`/events/${fixture.eventId}/${path}`)).status(), path).toBe(200);
  });
});

test.describe("the guest list", () => {
  test("lists the expected guests by name, none of another club when the upstream answers it", async ({ httpAs }) => {
    const fixture = await guestListFixture();
    const requestId = await filtersIgnored();
    const page = await (
      await (
        await httpAs("disco")
      ).get(`/events/${fixture.eventId}/guest-list?q=${fixture.word}`, {
        headers: { "x-request-id": requestId },
      })
    ).text();
    for (const guest of fixture.guests)
      expect(page.includes(guest.code), guest.name).toBe(guest.status !== "cancelled");
    expect(page).not.toContain(fixture.foreignCode);
  });

  test.describe("in the browser", () => {
    test.use({ storageState: storageStateOf("disco") });

    test("opens from the tab with its search, lists by name with a tick column, prints without the shell", async ({
      page,
    }) => {
      const fixture = await guestListFixture();
      await page.goto(`/events/${fixture.eventId}/reservations?q=${fixture.word}`);
      await hydrated(page);
      await page.getByRole("link", { name: italian.guestList.open }).click();
      await expect(page).toHaveURL(pathIs(`/events/${fixture.eventId}/guest-list?q=${fixture.word}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fixture.eventName);
      const table = page.getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveText([
        italian.guestList.columns.name,
        italian.guestList.columns.code,
        italian.guestList.columns.persons,
        italian.guestList.columns.list,
        italian.guestList.columns.promoter,
        italian.guestList.columns.table,
        italian.guestList.columns.tick,
      ]);
      // By name as Italian sorts it (the accented Á among the A's), cancelled reservations left out.
      const expected = expectedGuests(fixture).sort((a, b) => a.name.localeCompare(b.name, "it"));
      const rows = table.locator("tbody tr");
      await expect(rows).toHaveCount(expected.length);
      expect(expected[0]!.name.startsWith("Á")).toBe(true);
      for (const [index, guest] of expected.entries())
        await expect(rows.nth(index).getByRole("cell")).toHaveText(
          [
            guest.name,
            guest.code,
            String(guest.quantity),
            guest.list ?? "",
            guest.list ? fixture.promoterName : "",
            guest.table ?? "",
            // The tick column: an empty box for a pen.
            "",
          ],
          // As a person reads the row: the phone's line under the name is not drawn at this width.
          { useInnerText: true },
        );
      await expect(page.getByText(`${expected.length} prenotazioni`)).toBeVisible();

      // The Print button opens the browser's print.
      await page.evaluate(() => {
        window.print = () => document.documentElement.setAttribute("data-printed", "true");
      });
      await page.getByRole("button", { name: italian.guestList.print }).click();
      await expect(page.locator("html[data-printed]")).toHaveCount(1);

      // On paper (from the dark theme too): the list alone, on white.
      await page.emulateMedia({ media: "print", colorScheme: "dark" });
      await expect(page.getByRole("navigation", { name: italian.nav.primary })).toBeHidden();
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("button", { name: italian.guestList.print })).toBeHidden();
      await expect(page.getByRole("link", { name: italian.guestList.back })).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(rows.first()).toBeVisible();
      const colours = await page.evaluate(() => ({
        paper: getComputedStyle(document.documentElement).backgroundColor,
        ink: getComputedStyle(document.querySelector("h1")!).color,
        headRepeats: getComputedStyle(document.querySelector("thead")!).display,
        rowBreak: getComputedStyle(document.querySelector("tbody tr")!).breakInside,
      }));
      expect(colours).toEqual({
        paper: "rgb(255, 255, 255)",
        ink: expect.stringMatching(/^rgb\((\d|[1-5]\d), (\d|[1-5]\d), (\d|[1-5]\d)\)$/),
        headRepeats: "table-header-group",
        rowBreak: "avoid",
      });
    });
  });
});
