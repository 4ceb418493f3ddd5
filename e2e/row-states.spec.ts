// Every state a list row can show, badges included, passes axe: each list with state badges (a badge column, flags,
// a yes/no column) opens on a page whose rows show every state its resource definition declares, the test fails when
// one is missing, and axe checks that page's rows once, in Italian and in English.
//
// Cheap by design (a list per state was over 10 minutes of worker time): the rows are made over HTTP at the mock, each
// test's own behind a filter only it uses (a guest list, an event, a name), so other tests' rows never push a state off
// the page; axe runs once per list and language, on `main` only (the shell around it is checked on whole pages by
// accessibility.spec.ts), on the page as drawn on the server without the app's scripts (server-drawn.ts): a list's rows
// are drawn there, and hydration changes nothing in them. Italian is read in the light theme and English in the dark one: each language's names and each theme's
// contrast once, the contrast of every state colour in both themes being proven by tests/state-tones.test.ts.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { AccountName } from "./accounts";
import { expectNoSeriousViolations, expectTranslatedNames, readings, type Reading } from "./axe";
import { createUpstream, ownEvent, unique, upstreamRows, upstreamToken } from "./helpers";
import { mockURL } from "./ports";
import { readerOf } from "./list-pages";
import { expect, test, unfoldNoscript } from "./server-drawn";
import type { Column, ResourceDefinition } from "../app/resource/definition";
import { chats } from "../app/domains/chats/chats.resources";
import { cloakroomSlots } from "../app/domains/galley-cloakroom/galley-cloakroom.resources";
import { events, ticketReleases } from "../app/domains/events/events.resources";
import { eventOrders, orders, tableOrders } from "../app/domains/orders/orders.resources";
import { userValidations } from "../app/domains/people/user-validations.resources";
import { users } from "../app/domains/people/users.resources";
import { products } from "../app/domains/products/products.resources";
import { promos, promoScans } from "../app/domains/promos/promos.resources";
import { reservations, webReservations } from "../app/domains/reservations/reservations.resources";
import { banners } from "../app/domains/venues/venue-content.resources";

type Row = Record<string, unknown> & { _id: string };

const words = Object.fromEntries(
  (["it", "en"] as const).map((language) => [
    language,
    JSON.parse(fs.readFileSync(new URL(`../app/locales/${language}/common.json`, import.meta.url), "utf8")) as unknown,
  ]),
) as Record<Reading["language"], unknown>;

/** A translation, by its key, in the reading's language. */
function say(reading: Reading, key: string): string {
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], words[reading.language]);
  if (typeof found !== "string") throw new Error(`no ${reading.language} words for ${key}`);
  return found;
}

/** The states a column declares, each as the words its cell shows. */
function declaredStates(column: Column, reading: Reading): string[] {
  if (column.format === "badge")
    return Object.keys(column.tones ?? {}).map((value) =>
      column.enumPrefix ? say(reading, `${column.enumPrefix}.${value}`) : value,
    );
  if (column.format === "flags") return (column.flags ?? []).map((flag) => say(reading, `fields.${flag}`));
  if (column.format === "boolean") return [say(reading, "common.yes"), say(reading, "common.no")];
  return [];
}

const stateColumns = (resource: ResourceDefinition) =>
  resource.list.columns.filter((column) => ["badge", "flags", "boolean"].includes(column.format ?? ""));

/** Each state column's cells on the page, read by its header (a custom page draws its own table, in the same order). */
async function cellsUnder(page: Page, header: string): Promise<string[]> {
  return page
    .locator("main table")
    .first()
    .evaluate((table, name) => {
      const headers = [...table.querySelectorAll("thead th")].map((cell) => (cell as HTMLElement).innerText.trim());
      const at = headers.findIndex((text) => text === name || text.startsWith(`${name}\n`) || text.startsWith(name));
      if (at < 0) return [`no column ${name} among ${headers.join(" | ")}`];
      return [...table.querySelectorAll("tbody tr")].map(
        (row) => (row.children[at] as HTMLElement | undefined)?.innerText.trim() ?? "",
      );
    }, header);
}

/**
 * The page shows a row in every state its resource declares, then passes axe on its rows. A list drawn as cards
 * rather than a table (`cards`, a selector of one row's card) shows each state as a badge of its own words.
 */
async function expectEveryState(page: Page, list: StateList, reading: Reading, what: string) {
  for (const column of stateColumns(list.resource)) {
    // A card says yes/no facts in words of its own (a closed slot): its states are its badges.
    if (list.cards && column.format === "boolean") continue;
    if (list.cards) {
      const cards = page.locator(list.cards);
      const missing: string[] = [];
      for (const state of declaredStates(column, reading))
        if ((await cards.getByText(state, { exact: true }).count()) === 0) missing.push(state);
      expect(missing, `${what}: states missing from its rows`).toEqual([]);
      continue;
    }
    const header = say(reading, column.label);
    const cells = await cellsUnder(page, header);
    const missing = declaredStates(column, reading).filter((state) =>
      column.format === "flags"
        ? !cells.some((cell) => cell.split(/\s+/).join(" ").includes(state))
        : !cells.includes(state),
    );
    expect(missing, `${what}: states missing under "${header}" (cells: ${cells.join(", ")})`).toEqual([]);
  }
  await expectNoSeriousViolations(page, `${what}, rows in every state`, "main");
  await expectTranslatedNames(page);
}

/** A list page to check: its route pattern (who opens it comes from it), its resource and its rows' own filter. */
type StateList = { pattern: string; resource: ResourceDefinition; path: string; cards?: string };

/** Opens each list in each reading as its reader, checking every state and axe on its rows. */
async function checkLists(
  serverDrawnPage: (account: AccountName, reading: Reading) => Promise<Page>,
  lists: StateList[],
) {
  for (const reading of readings)
    for (const list of lists) {
      const page = await serverDrawnPage(readerOf(list.pattern)!, reading);
      await page.goto(list.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await unfoldNoscript(page);
      await expectEveryState(page, list, reading, `${list.path} (${reading.language})`);
    }
}

/** The demo club's id, where the test's own rows are made. */
async function demoClub(): Promise<string> {
  const [club] = await upstreamRows(`/discos?name=${encodeURIComponent("Demo Club Milano")}`);
  return club!._id;
}

const reservationStatuses = Object.keys(reservations.list.columns.find((column) => column.field === "status")!.tones!);
const reservationFlags = reservations.list.columns.find((column) => column.format === "flags")!.flags!;

test.describe("every state a list row can show passes axe", () => {
  // Rows made at the mock, then two languages of a few lists each: more than one page's time.
  test.describe.configure({ timeout: 180_000 });

  test("reservations, on the desk and an event's tabs", async ({ serverDrawnPage }) => {
    // A night of the test's own with a guest list: its reservations are on no other test's pages.
    const discoId = await demoClub();
    const start = new Date(Date.now() + 100 * 86_400_000);
    const event = await createUpstream<Row>("disco@demo.test", "/events", {
      name: `Stati festival ${unique()}`,
      discoId,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 6 * 3_600_000).toISOString(),
      startVisibilityDate: new Date().toISOString(),
      listsIds: [],
    });
    const list = await createUpstream<Row>("disco@demo.test", "/lists", {
      name: `Lista stati ${unique()}`,
      eventId: event._id,
      discoId,
      maxGuests: 50,
    });
    const [guest] = await upstreamRows("/users?role=user&isEnabled=true&sort=surname,name&limit=1");
    await Promise.all(
      reservationStatuses.map((status, index) =>
        createUpstream("disco@demo.test", "/reservations", {
          eventId: event._id,
          discoId,
          userId: guest!._id,
          listId: list._id,
          status,
          quantity: 1 + index,
          // Made on the web, so the event's web tab shows them too; the first carries every flag.
          channel: "web",
          ...(index === 0 ? Object.fromEntries(reservationFlags.map((flag) => [flag, true])) : {}),
        }),
      ),
    );
    await checkLists(serverDrawnPage, [
      { pattern: "/reservations", resource: reservations, path: `/reservations?listId=${list._id}` },
      { pattern: "/events/:id/reservations", resource: reservations, path: `/events/${event._id}/reservations` },
      {
        pattern: "/events/:id/web-reservations",
        resource: webReservations,
        path: `/events/${event._id}/web-reservations`,
      },
    ]);
  });

  test("orders, on the desk, an event's tab and the tables'", async ({ serverDrawnPage }) => {
    const event = await ownEvent("Stati ordini");
    const [[guest], table] = await Promise.all([
      upstreamRows("/users?role=user&isEnabled=true&sort=surname,name&limit=1"),
      createUpstream<Row>("disco@demo.test", "/tables", {
        code: `ST${unique()}`,
        name: `Tavolo stati ${unique()}`,
        discoId: event.discoId,
        maxReservations: 4,
      }),
    ]);
    const statuses = Object.keys(orders.list.columns.find((column) => column.field === "status")!.tones!);
    await Promise.all(
      [...statuses, "paid"].map((status, index) =>
        createUpstream("disco@demo.test", "/orders", {
          eventId: event._id,
          discoId: event.discoId,
          userId: guest!._id,
          tableId: table._id,
          token: `ST-${unique()}`,
          price: 1000 + index,
          quantity: 1,
          status,
          paymentType: "loco",
          // A paid order the bar has served beside the ones it has not.
          deliveryStatus: index === statuses.length ? "delivered" : "waiting",
        }),
      ),
    );
    await checkLists(serverDrawnPage, [
      { pattern: "/orders", resource: orders, path: `/orders?eventId=${event._id}` },
      { pattern: "/events/:id/orders", resource: eventOrders, path: `/events/${event._id}/orders` },
      { pattern: "/orders/tables", resource: tableOrders, path: `/orders/tables?eventId=${event._id}` },
    ]);
  });

  test("users: every identity check's state, enabled and disabled, a minor", async ({ serverDrawnPage }) => {
    const surname = `Stati${unique()}`;
    const states = Object.keys(users.list.columns.find((column) => column.field === "validationStatus")!.tones!);
    const minorBirth = new Date(Date.now() - 15 * 365 * 86_400_000).toISOString().slice(0, 10);
    const token = await upstreamToken("admin@demo.test");
    await Promise.all(
      states.map(async (validationStatus, index) => {
        const user = await createUpstream<Row>("admin@demo.test", "/users", {
          email: `stati-${index}-${surname.toLowerCase()}@example.test`,
          name: `Persona${index}`,
          surname,
          role: "user",
          isEnabled: index !== 0,
          ...(index === 1 ? { birthDate: minorBirth } : {}),
        });
        if (validationStatus === "none") return;
        // A user's check state is their newest check's: one made pending, then decided.
        const check = await createUpstream<Row>("admin@demo.test", "/user-validations", {
          userId: user._id,
          identDocNumber: `ST${index}${unique()}`,
        });
        if (validationStatus === "pending") return;
        const decided = await fetch(`${mockURL}/user-validations/${check._id}`, {
          method: "PUT",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ status: validationStatus }),
        });
        expect(decided.ok, `check ${validationStatus}`).toBe(true);
      }),
    );
    await checkLists(serverDrawnPage, [{ pattern: "/users", resource: users, path: `/users?q=${surname}` }]);
  });

  test("events and their ticket releases", async ({ serverDrawnPage }) => {
    // Tonight's night of a club other than the demo club, whose night staff land on its own night of tonight.
    const [club] = await upstreamRows(
      `/discos?discoType=disco&name[ne]=${encodeURIComponent("Demo Club Milano")}&sort=name&limit=1`,
      "admin@demo.test",
    );
    const name = `Stati serata ${unique()}`;
    const hour = 3_600_000;
    const event = (label: string, startsIn: number, flags: Record<string, boolean>) =>
      createUpstream<Row>("admin@demo.test", "/events", {
        name: `${name} ${label}`,
        discoId: club!._id,
        startDate: new Date(Date.now() + startsIn).toISOString(),
        endDate: new Date(Date.now() + startsIn + 6 * hour).toISOString(),
        startVisibilityDate: new Date().toISOString(),
        listsIds: [],
        ...flags,
      });
    const [tonight] = await Promise.all([
      event("stasera", -hour, {}),
      event("festival", 40 * 24 * hour, { isFestival: true }),
      event("nascosta", 41 * 24 * hour, { hideOnApp: true }),
    ]);
    const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
    // One release in each state the list derives from its dates and sales (ticket-release-status.ts).
    const releases = [
      { name: "Non iniziato", fromDate: at(2), toDate: at(4), maxTickets: 100, soldTickets: 0 },
      { name: "Disponibile", fromDate: at(-2), toDate: at(4), maxTickets: 100, soldTickets: 0 },
      { name: "Quasi finito", fromDate: at(-2), toDate: at(4), maxTickets: 100, soldTickets: 98 },
      { name: "Esaurito", fromDate: at(-2), toDate: at(4), maxTickets: 100, soldTickets: 100 },
      { name: "Scaduto", fromDate: at(-4), toDate: at(-2), maxTickets: 100, soldTickets: 0 },
    ];
    await Promise.all(
      releases.map((release, index) =>
        createUpstream("admin@demo.test", "/ticket-releases", {
          ...release,
          eventId: tonight._id,
          discoId: club!._id,
          hierarchyOrder: index + 1,
          price: 1000,
          genre: "all",
        }),
      ),
    );
    await checkLists(serverDrawnPage, [
      { pattern: "/events", resource: events, path: `/events?when=all&q=${encodeURIComponent(name)}` },
      {
        pattern: "/events/:id/ticket-releases",
        resource: ticketReleases,
        path: `/events/${tonight._id}/ticket-releases`,
      },
    ]);
  });

  test("products, promos and banners: enabled and disabled, each kind", async ({ serverDrawnPage }) => {
    const discoId = await demoClub();
    const name = `Stati${unique()}`;
    const make = (path: string, body: Record<string, unknown>) =>
      createUpstream("disco@demo.test", path, { discoId, ...body });
    await Promise.all([
      make("/products", { name: `${name} acceso`, category: "base", price: 500, status: "enabled", alcohol: true }),
      make("/products", { name: `${name} spento`, category: "base", price: 500, status: "disabled", alcohol: false }),
      ...[
        ["generic", "genericProduct", "enabled"],
        ["redemption", "redemptionProduct", "disabled"],
      ].map(([type, category, status]) =>
        make("/products", { name: `${name} promo ${type}`, type, category, status, price: 500 }),
      ),
      make("/banners", { name: `${name} acceso`, priority: 5, address: "Via Roma 1", isEnabled: true }),
      make("/banners", { name: `${name} spento`, priority: 6, address: "Via Roma 2", isEnabled: false }),
    ]);
    await checkLists(serverDrawnPage, [
      { pattern: "/products", resource: products, path: `/products?q=${name}` },
      { pattern: "/promos", resource: promos, path: `/promos?q=${name}` },
      { pattern: "/banners", resource: banners, path: `/banners?q=${name}` },
    ]);
  });

  test("a night's cloakroom slots, promo scans and chats", async ({ serverDrawnPage }) => {
    const event = await ownEvent("Stati guardaroba");
    const statuses = Object.keys(cloakroomSlots.list.columns.find((column) => column.field === "status")!.tones!);
    await Promise.all(
      statuses.map((status, index) =>
        createUpstream("disco@demo.test", "/cloakroom-slots", {
          eventId: event._id,
          discoId: event.discoId,
          code: `S${index + 1}`,
          status,
          closed: index === 0,
        }),
      ),
    );
    await checkLists(serverDrawnPage, [
      {
        pattern: "/events/:id/cloakroom",
        resource: cloakroomSlots,
        path: `/events/${event._id}/cloakroom`,
        cards: "main article",
      },
      // The seed's scans, oldest first (a test's scan is newer), alternate the two kinds.
      { pattern: "/promoScan", resource: promoScans, path: "/promoScan?sort=createdAt" },
      // The seed's chats, least recently updated first: a chat a test opens or answers is newer.
      { pattern: "/chats", resource: chats, path: "/chats?sort=updatedAt", cards: "[data-testid=chat-row]" },
    ]);
  });

  test("identity checks: the queue shows one state at a time, each checked", async ({ serverDrawnPage }) => {
    const states = Object.keys(userValidations.list.columns.find((column) => column.field === "status")!.tones!).filter(
      (state) => state !== "none",
    );
    for (const reading of readings) {
      const page = await serverDrawnPage(readerOf("/user-validations")!, reading);
      for (const status of states) {
        await page.goto(`/user-validations?status=${status}`);
        await unfoldNoscript(page);
        const label = say(reading, `people.validationStatuses.${status}`);
        await expect(page.getByTestId("validation-card").getByText(label, { exact: true }).first()).toBeVisible();
        await expectNoSeriousViolations(page, `identity checks ${status} (${reading.language})`, "main");
      }
    }
  });
});
