// Refused writes never reach the upstream (issue 11): every write route of the app (row-scope.cases.ts finds them in
// the route files), tried by every venue-scoped demo account with records of another venue, or of another event than
// the one in the URL, as a browser without JavaScript sends them: the page (GET) answers not-found, the post answers
// not-found, and the mock upstream, permissive on purpose, records no write by that account. Plain HTTP with each
// account's session cookie, on a back-office and mock of this file's own (ports E2E_APP_PORT + 9 and + 10).
import { expect, test } from "@playwright/test";
import { startIsolated, type Isolated } from "./isolated";
import {
  createRoutes,
  formOf,
  placeRoute,
  unplacedWriteRoutes,
  urlOf,
  writeRoutes,
  type PlacedRoute,
} from "./row-scope.cases";

test.describe.configure({ mode: "default" });

type Row = Record<string, unknown> & { _id: string; discoId?: string; eventId?: string; formatId?: string };

/** The accounts whose reach is one venue: the venue roles, and the collaborators, who all work at the demo club. */
const scopedAccounts = [
  "disco@demo.test",
  "format@demo.test",
  "structure@demo.test",
  "promoter@demo.test",
  "galley@demo.test",
  "cloakroom@demo.test",
  "eventoffice@demo.test",
  "collaboffice@demo.test",
];
const demoClub = "Demo Club Milano";

let server: Isolated;
let adminToken = "";
const rowsCache = new Map<string, Promise<Row[]>>();

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startIsolated("row-scope", 9, 15_000);
  adminToken = (await server.upstreamSignIn("admin@demo.test")).token;
});

test.afterAll(async () => {
  await server?.stop();
});

/** Every row of an endpoint, read straight from the mock as the admin (what the seed holds). */
function rowsOf(endpoint: string): Promise<Row[]> {
  let rows = rowsCache.get(endpoint);
  if (!rows) {
    rows = fetch(`${server.mockURL}/${endpoint}?limit=1000`, {
      headers: { authorization: `Bearer ${adminToken}` },
    }).then((response) => response.json() as Promise<Row[]>);
    rowsCache.set(endpoint, rows);
  }
  return rows;
}

/** The venue a row belongs to: its own `discoId`, else its event's. */
async function venueOfRow(row: Row): Promise<string | undefined> {
  if (typeof row.discoId === "string" && row.discoId) return row.discoId;
  if (typeof row.eventId === "string")
    return (await rowsOf("events")).find((event) => event._id === row.eventId)?.discoId;
  return undefined;
}

async function foreignRow(
  endpoint: string,
  venue: string,
  where: (row: Row) => boolean = () => true,
): Promise<Row | undefined> {
  for (const row of await rowsOf(endpoint)) {
    if (!where(row) || row.formatId === venue) continue;
    const owner = await venueOfRow(row);
    if (owner && owner !== venue) return row;
  }
  return undefined;
}

type Case = { label: string; url: string; body: URLSearchParams; get: boolean };

/** The cases of one route for one account's venue: a record of another venue, and one of another event of its own. */
async function casesOf(route: PlacedRoute, venue: string): Promise<Case[]> {
  const events = await rowsOf("events");
  const ownEvent = events.find((event) => event.discoId === venue);
  const cases: Case[] = [];
  const add = (label: string, eventId: string, record: Row, extra: Record<string, string> = {}) => {
    for (const verb of route.verbs) {
      const url = urlOf(route, { eventId, recordId: record._id, verb });
      cases.push({
        label: `${label} ${verb}`.trim(),
        url,
        body: formOf(record, { holderName: "Ospite", isEnabled: "true", ...extra }),
        get: true,
      });
    }
  };
  if (route.kind === "event") {
    const event = await foreignRow("events", venue);
    if (event)
      add("another venue's event", event._id, event, {
        intent: "remove",
        image: "x",
        days: "7",
        direction: "up",
        release: "x",
        productId: "x",
      });
    return cases;
  }
  const record = await foreignRow(route.endpoint, venue);
  if (!record) return cases;
  if (route.kind === "record") {
    add("another venue's record", "", record);
    return cases;
  }
  // An event's record: under its own (foreign) event, under the account's own event, and one of the account's own
  // records under another of its events than the record's.
  if (typeof record.eventId === "string") add("another venue's record under its event", record.eventId, record);
  if (ownEvent) add("another venue's record under an own event", ownEvent._id, record);
  if (ownEvent) {
    const ownOther = (await rowsOf(route.endpoint)).find(
      (row) => typeof row.eventId === "string" && row.eventId !== ownEvent._id && row.discoId === venue,
    );
    if (ownOther) add("an own record under another own event", ownEvent._id, ownOther);
  }
  return cases;
}

/** Runs at most four requests at a time, so a busy machine's upstream keeps up. */
async function inBatches<T, R>(items: readonly T[], map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < items.length; index += 4)
    results.push(...(await Promise.all(items.slice(index, index + 4).map(map))));
  return results;
}

test("every write route of the app is placed by the generator, so none escapes the suite", () => {
  expect(writeRoutes().length).toBeGreaterThan(40);
  expect(unplacedWriteRoutes()).toEqual([]);
});

for (const email of scopedAccounts) {
  test(`${email}: another venue's records, and another event's, answer not-found and are never written`, async () => {
    test.setTimeout(180_000);
    const cookie = await server.signIn(email);
    const { user } = await server.upstreamSignIn(email);
    const venue =
      user.role === "user" ? (await rowsOf("discos")).find((disco) => disco.name === demoClub)!._id : user.discoId!;
    const routes = writeRoutes()
      .map(placeRoute)
      .filter((route): route is PlacedRoute => route !== null);
    const cases = (await Promise.all(routes.map((route) => casesOf(route, venue)))).flat();
    // Body-named records: a move of another venue's product or another event's release, a bar order, an event product.
    const ownEvent = (await rowsOf("events")).find((event) => event.discoId === venue);
    const product = await foreignRow("products", venue);
    const order = await foreignRow("orders", venue);
    const release = await foreignRow("ticket-releases", venue);
    const assignment = await foreignRow("assign-products", venue, (row) => row.target === "event");
    if (product)
      cases.push({
        label: "move another venue's product",
        url: "/products",
        body: new URLSearchParams({ product: product._id, direction: "up" }),
        get: false,
      });
    if (order)
      cases.push({
        label: "deliver another venue's order at the bar",
        url: "/orders/bar",
        body: new URLSearchParams({ intent: "deliver", orderId: order._id }),
        get: false,
      });
    if (ownEvent && release)
      cases.push({
        label: "move another event's release",
        url: `/events/${ownEvent._id}/ticket-releases`,
        body: new URLSearchParams({ release: release._id, direction: "up" }),
        get: false,
      });
    if (ownEvent && assignment)
      cases.push({
        label: "remove another event's product",
        url: `/events/${ownEvent._id}/products`,
        body: new URLSearchParams({ intent: "remove", assignment: assignment._id }),
        get: false,
      });
    expect(cases.length).toBeGreaterThan(50);

    await server.control("log", { method: "DELETE" });
    const answers = await inBatches(cases, async (entry) => {
      const got = entry.get
        ? (await fetch(`${server.appURL}${entry.url}`, { headers: { cookie }, redirect: "manual" })).status
        : 404;
      const posted = await fetch(`${server.appURL}${entry.url}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: entry.body,
        redirect: "manual",
      });
      return { entry, got, posted: posted.status };
    });
    test.info().annotations.push({ type: "cases", description: `${cases.length} cases` });
    const wrong = answers
      .filter(({ got, posted }) => got !== 404 || posted !== 404)
      .map(({ entry, got, posted }) => `${entry.label}: ${entry.url} GET ${got} POST ${posted}`);
    expect(wrong).toEqual([]);
    const log = (await server.control("log", { method: "GET" })) as {
      method: string;
      path: string;
      userEmail?: string;
    }[];
    const writes = log
      .filter((call) => call.userEmail === email && call.method !== "GET" && !call.path.startsWith("/auth"))
      .map((call) => `${call.method} ${call.path}`);
    expect(writes).toEqual([]);
  });
}

// Each account creates at least one record this way (so the scope, not a refusal, is what is proven), except the
// collaborators' office: the other venues' collaborators it copies already hold their role at the demo club.
for (const [email, mustLand] of [
  ["disco@demo.test", true],
  ["format@demo.test", true],
  ["structure@demo.test", true],
  ["promoter@demo.test", true],
  ["collaboffice@demo.test", false],
] as const) {
  test(`${email}: a create posted with another venue's venue and event lands in its own venue and event, or is refused`, async () => {
    test.setTimeout(180_000);
    const cookie = await server.signIn(email);
    const { user } = await server.upstreamSignIn(email);
    const venue =
      user.role === "user" ? (await rowsOf("discos")).find((disco) => disco.name === demoClub)!._id : user.discoId!;
    const ownEvent = (await rowsOf("events")).find((event) => event.discoId === venue);
    const outcomes: string[] = [];
    let tried = 0;
    let landed = 0;
    for (const route of createRoutes()) {
      if (route.kind === "event-record" && !ownEvent) continue;
      // A copy of another venue's record, its venue and event included, under a name of its own.
      const template = await foreignRow(route.endpoint, venue);
      if (!template) continue;
      const name = `Altrove ${email.split("@")[0]} ${route.endpoint} ${Date.now().toString(36)}`;
      const url =
        route.kind === "event-record"
          ? route.pattern.replace(":id", ownEvent!._id).replace(":recordId", "new")
          : route.pattern.replace(":id", "new");
      const body = formOf(template, { [route.titleField]: name });
      const response = await fetch(`${server.appURL}${url}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body,
        redirect: "manual",
      });
      tried += 1;
      const created = (await (
        await fetch(`${server.mockURL}/${route.endpoint}?${new URLSearchParams({ [route.titleField]: name })}`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json()) as Row[];
      if (response.status === 302) landed += 1;
      for (const row of created) {
        const owner = await venueOfRow(row);
        if (owner !== venue) outcomes.push(`${url}: created in venue ${owner}, not ${venue}`);
        if (route.kind === "event-record" && !route.ofVenue && row.eventId !== ownEvent!._id)
          outcomes.push(`${url}: created under event ${row.eventId}, not the URL's`);
      }
      if (created.length > 0 && response.status !== 302)
        outcomes.push(`${url}: answered ${response.status} yet created`);
      if (response.status >= 500) outcomes.push(`${url}: answered ${response.status}`);
    }
    expect(tried).toBeGreaterThan(0);
    if (mustLand) expect(landed).toBeGreaterThan(0);
    expect(outcomes).toEqual([]);
  });
}
