// The desk's words: dialog titles are sentences ("Nuovo evento", not "Nuovo: Evento"); an admitted
// guest reads as entered; a column that repeats the page's context goes: inside an event's own tabs no row names the
// event, and a venue's own staff see no venue column on lists confined to their venue, while an admin keeps it.
// Every check reads the server's HTML, so each page is a plain HTTP request with the account's session
// (server-html.ts), not a browser page.
import type { APIRequestContext } from "@playwright/test";
import type { AccountName } from "./accounts";
import { italian, upstreamRows } from "./helpers";
import { byRole, serverPage, textOf, type ServerPage } from "./server-html";
import { expect, test } from "./shared-pages";

/** The page as the account reads it (in its browser's language, when given), answered 200. */
async function pageAs(
  httpAs: (account: AccountName) => Promise<APIRequestContext>,
  account: AccountName,
  path: string,
  headers?: Record<string, string>,
): Promise<ServerPage> {
  const page = await serverPage(await httpAs(account), path, headers);
  expect(page.status, path).toBe(200);
  return page;
}

/** The column headers of the page's first table, as read. */
function headerTexts({ document }: ServerPage): string[] {
  const table = document.querySelector("table");
  expect(table, "a table").not.toBeNull();
  const headers = table!.querySelectorAll("th").filter((header) => header.closest("thead") !== null);
  expect(headers.length, "column headers").toBeGreaterThan(0);
  return headers.map(textOf);
}

const named = (texts: string[], label: string) => texts.some((text) => text.startsWith(label));

/** The page has exactly one dialog named so. */
function expectDialog({ document }: ServerPage, name: string) {
  expect(byRole(document, document, "dialog", { name, exact: true }), name).toHaveLength(1);
}

test.describe("columns that would repeat the page's context", () => {
  test.describe("a venue's own account", () => {
    test("sees the event column on the venue's reservations, not inside an event's reservations tab", async ({
      httpAs,
    }) => {
      expect(named(headerTexts(await pageAs(httpAs, "disco", "/reservations")), italian.fields.event)).toBe(true);

      const [club] = await upstreamRows(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
      const [event] = await upstreamRows(`/events?discoId=${club._id}&sort=-startDate&limit=1`);
      const inTab = headerTexts(await pageAs(httpAs, "disco", `/events/${event._id}/reservations`));
      expect(named(inTab, italian.fields.code)).toBe(true);
      expect(named(inTab, italian.fields.event)).toBe(false);
    });

    test("sees no venue column on the events of its one venue", async ({ httpAs }) => {
      const texts = headerTexts(await pageAs(httpAs, "disco", "/events"));
      expect(named(texts, italian.fields.name)).toBe(true);
      expect(named(texts, italian.fields.venue)).toBe(false);
    });
  });

  test.describe("an admin", () => {
    test("sees which venue each event belongs to", async ({ httpAs }) => {
      expect(named(headerTexts(await pageAs(httpAs, "admin", "/events")), italian.fields.venue)).toBe(true);
    });
  });
});

test.describe("words a venue's staff read", () => {
  test("titles the new-record dialogs as sentences that agree with the record", async ({ httpAs }) => {
    expectDialog(await pageAs(httpAs, "disco", "/events/new"), "Nuovo evento");
    expectDialog(await pageAs(httpAs, "disco", "/lists/new"), "Nuova lista");
  });

  test("names the record being edited in the title, without a template's colon", async ({ httpAs }) => {
    const [club] = await upstreamRows(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
    const [list] = await upstreamRows(`/lists?discoId=${club._id}&limit=1`);
    expectDialog(await pageAs(httpAs, "disco", `/lists/${list._id}`), `Modifica «${String(list.name)}»`);
  });

  test("shows an admitted guest's reservation as entered", async ({ httpAs }) => {
    const { document } = await pageAs(httpAs, "disco", "/reservations?status=used");
    const first = document.querySelector("tbody tr");
    expect(first, "a row").not.toBeNull();
    expect(textOf(first!)).toContain("Entrato");
    expect(textOf(first!)).not.toContain("Usata");
  });
});

test.describe("words an admin reads in English", () => {
  test("titles the new-record dialogs as sentences", async ({ httpAs }) => {
    const english = { "Accept-Language": "en-US,en;q=0.9" };
    expectDialog(await pageAs(httpAs, "admin", "/musicalGenres/new", english), "New musical genre");
  });
});
