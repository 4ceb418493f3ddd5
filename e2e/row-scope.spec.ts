// Refused writes never reach the upstream (decisions 011 and 029): every route of the app that takes a post or reads a
// record named in its URL (row-scope.cases.ts finds them in the route files), tried by every venue-scoped demo account
// with records of another venue, or of another event than the one in the URL, as a browser without JavaScript sends
// them: the page (GET) and its data request (`<path>.data?_routes=…`) answer not-found, the post answers not-found, and
// the mock upstream, permissive on purpose, records no write by that account. Posts that name records in their body (a
// move's target, a bulk run's ids, a chat's employee, a composer's venue) are tried with another venue's too. The mock
// ignores filters on reads by id, and this suite's requests have it ignore the scope filters of lists as well
// (`ignore-filters`), so what is proven is the back-office's own guard, not the upstream's. Plain HTTP with each
// account's session cookie, on a back-office and mock of this file's own (ports E2E_APP_PORT + 9 and + 10).
import { expect, test } from "@playwright/test";
import { italian } from "./helpers";
import { startIsolated, type Isolated } from "./isolated";
import { dataUrl, routeAt } from "./route-manifest";
import {
  bodyWriteRoutes,
  createRoutes,
  formOf,
  loaderRouteOf,
  loaderRoutes,
  namedParamReads,
  namedParams,
  placeRoute,
  postsWithoutCase,
  unplacedWriteRoutes,
  urlOf,
  venueOptionRoutes,
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
const exportPageSize = 5;
const rowsCache = new Map<string, Promise<Row[]>>();

/** Every request this suite makes of the back-office carries an id under this prefix, for the mock's knobs and log. */
const requestPrefix = "rs-";
let requestCount = 0;
const nextRequestId = () => `${requestPrefix}${++requestCount}`;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Exports read 5 rows per upstream call here, so every export of this suite spans several pages (decision 047).
  server = await startIsolated("row-scope", 9, 15_000, { EXPORT_PAGE_SIZE: String(exportPageSize) });
  adminToken = (await server.upstreamSignIn("admin@demo.test")).token;
  // Lists answer every venue's and event's rows to this suite's requests, as an upstream without scope filters would.
  await server.control("ignore-filters", { body: { requestId: requestPrefix } });
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

/** One record as the upstream holds it now, or undefined when it has none by this id. */
async function rowById(endpoint: string, id: string): Promise<Row | undefined> {
  const response = await fetch(`${server.mockURL}/${endpoint}/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return response.ok ? ((await response.json()) as Row) : undefined;
}

/** The venue a row belongs to: its own `discoId`, else its event's. */
async function venueOfRow(row: Row): Promise<string | undefined> {
  if (typeof row.discoId === "string" && row.discoId) return row.discoId;
  if (typeof row.eventId === "string")
    return (await rowsOf("events")).find((event) => event._id === row.eventId)?.discoId;
  return undefined;
}

/** The records of one event (spec section 3), which a format reaches through the events it is the format of. */
const eventRecordEndpoints = new Set([
  "ticket-releases",
  "lists",
  "reservations",
  "orders",
  "galleys",
  "cloakroom-slots",
  "user-ratings",
]);

/** Who asks: their venue, and whether they are a format (spec section 6: a format reaches the events it runs). */
type Asker = { venue: string; format: boolean };

/** Whether an event is the asker's: hosted at their venue, or for a format, run by it at whatever club. */
function ownsEvent(asker: Asker, event: Row | undefined): boolean {
  if (!event) return false;
  return event.discoId === asker.venue || (asker.format && event.format === asker.venue);
}

/** Whether a row is within the asker's reach, written from the spec, not from the app's row-scope module. */
async function reaches(asker: Asker, endpoint: string, row: Row): Promise<boolean> {
  if (endpoint === "events") return ownsEvent(asker, row);
  if (row.formatId === asker.venue) return true;
  if (asker.format && eventRecordEndpoints.has(endpoint) && typeof row.eventId === "string")
    return ownsEvent(
      asker,
      (await rowsOf("events")).find((event) => event._id === row.eventId),
    );
  return (await venueOfRow(row)) === asker.venue;
}

async function foreignRow(
  endpoint: string,
  asker: Asker,
  where: (row: Row) => boolean = () => true,
): Promise<Row | undefined> {
  for (const row of await rowsOf(endpoint)) {
    if (!where(row) || (await reaches(asker, endpoint, row))) continue;
    if (await venueOfRow(row)) return row;
  }
  return undefined;
}

/** A record of the endpoint that belongs to no venue at all. */
async function platformRow(endpoint: string): Promise<Row | undefined> {
  for (const row of await rowsOf(endpoint)) if (!(await venueOfRow(row))) return row;
  return undefined;
}

/** The asker's own event with records of the endpoint: a format's first event at another venue's club, if it has one. */
async function ownEventOf(asker: Asker): Promise<Row | undefined> {
  const events = (await rowsOf("events")).filter((event) => ownsEvent(asker, event));
  return events.find((event) => event.discoId !== asker.venue) ?? events[0];
}

async function askerOf(email: string): Promise<Asker> {
  const { user } = await server.upstreamSignIn(email);
  const venue =
    user.role === "user" ? (await rowsOf("discos")).find((disco) => disco.name === demoClub)!._id : user.discoId!;
  return { venue, format: user.role === "format" };
}

type Case = {
  label: string;
  url: string;
  body: URLSearchParams;
  get: boolean;
  /** Posted too (a loader-only route's case is its page and data request). */
  post?: boolean;
  /** The route whose loader the data request runs. */
  route?: string;
};

/** The cases of one route for one account: a record of another venue, and one of another event of its own. */
async function casesOf(route: PlacedRoute, asker: Asker, post = true): Promise<Case[]> {
  const ownEvent = await ownEventOf(asker);
  const cases: Case[] = [];
  const add = (label: string, eventId: string, record: Row, extra: Record<string, string> = {}) => {
    for (const verb of route.verbs) {
      const url = urlOf(route, {
        eventId,
        recordId: record._id,
        verb,
        type: record.type === "redemption" ? "redemption" : "generic",
        promoterId: typeof record.promoterId === "string" ? record.promoterId : "",
      });
      cases.push({
        label: `${label} ${verb}`.trim(),
        url,
        body: formOf(record, { holderName: "Ospite", isEnabled: "true", ...extra }),
        get: true,
        post,
        route: route.file,
      });
    }
  };
  if (route.kind === "promoter") {
    // A promoter of another venue's lists only: none of their lists is the asker's.
    const lists = await rowsOf("lists");
    for (const list of lists) {
      if (typeof list.promoterId !== "string" || (await reaches(asker, "lists", list))) continue;
      const elsewhere = await Promise.all(
        lists.filter((other) => other.promoterId === list.promoterId).map((other) => reaches(asker, "lists", other)),
      );
      if (!elsewhere.includes(true)) {
        add("another venue's promoter", "", list);
        break;
      }
    }
    return cases;
  }
  if (route.kind === "event") {
    const event = await foreignRow("events", asker);
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
  const record = await foreignRow(route.endpoint, asker);
  if (route.kind === "record" && !record) {
    // The platform's own records (venues, catalogues, moderation) belong to no venue: only an admin writes them, and
    // none of these accounts opens their record pages (decision 025).
    const platform = await platformRow(route.endpoint);
    if (platform) add("a platform record", "", platform);
    return cases;
  }
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
    let ownOther: Row | undefined;
    for (const row of await rowsOf(route.endpoint))
      if (
        typeof row.eventId === "string" &&
        row.eventId !== ownEvent._id &&
        (await reaches(asker, route.endpoint, row))
      ) {
        ownOther = row;
        break;
      }
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

/**
 * The posts that name records in their body, each with another venue's records: a move's target, a bulk run's ids, a
 * chat's employee, an event product, a bar order. `refused`: nothing at all is written; otherwise no write names any of
 * the foreign ids, and `check` finds what was created where it belongs. Keyed by route pattern, so a body route with no
 * entry here (and no reason in postsWithoutCase) fails the coverage test.
 */
type BodyCase = {
  label: string;
  url: string;
  body: URLSearchParams;
  foreignIds: string[];
  refused?: boolean;
  /** A bulk run: its page is followed until the run is done, so no write of it comes after the log is read. */
  bulk?: boolean;
  /** Problems with what the post created (it must land in the asker's own venue). */
  check?: () => Promise<string[]>;
};

async function newestOf(endpoint: string, query: Record<string, string>): Promise<Row[]> {
  const params = new URLSearchParams({ sort: "-createdAt", limit: "20", ...query });
  const response = await fetch(`${server.mockURL}/${endpoint}?${params}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return (await response.json()) as Row[];
}

const bodyCases: Record<string, (asker: Asker, email: string) => Promise<BodyCase[]>> = {
  "/products": async (asker) => {
    const product = await foreignRow("products", asker);
    return product
      ? [
          {
            label: "move another venue's product",
            url: "/products",
            body: new URLSearchParams({ product: product._id, direction: "up" }),
            foreignIds: [product._id],
            refused: true,
          },
        ]
      : [];
  },
  "/orders/bar": async (asker) => {
    const order = await foreignRow("orders", asker);
    return order
      ? [
          {
            label: "deliver another venue's order at the bar",
            url: "/orders/bar",
            body: new URLSearchParams({ intent: "deliver", orderId: order._id }),
            foreignIds: [order._id],
            refused: true,
          },
        ]
      : [];
  },
  "/reservations/bulk": async (asker) => bulkCase("/reservations/bulk", "reservations", asker, "accept"),
  "/orders/bulk": async (asker) => bulkCase("/orders/bulk", "orders", asker, "deliver"),
  "/users/bulk": async () => {
    const users = (await rowsOf("users")).filter((user) => user.role === "disco").slice(0, 2);
    return [
      {
        label: "disable other venues' accounts",
        url: "/users/bulk",
        body: bulkBody("disable", users),
        foreignIds: users.map((user) => user._id),
        refused: true,
        bulk: true,
      },
    ];
  },
  "/product-categories/bulk": async (asker) =>
    bulkCase("/product-categories/bulk", "product-categories", asker, "delete"),
  // Platform-wide catalogues: no venue owns their records; only an admin writes them (decision 025).
  "/musicalGenres/bulk": async () => platformBulkCase("/musicalGenres/bulk", "musical-genres"),
  "/disco-categories/bulk": async () => platformBulkCase("/disco-categories/bulk", "disco-categories"),
  "/product-templates/bulk": async () => platformBulkCase("/product-templates/bulk", "product-templates"),
  "/chats/new": async (asker, email) => {
    const other = (await rowsOf("discos")).find((disco) => disco._id !== asker.venue)!;
    const customer = (await rowsOf("users")).find((user) => user.email === "user@demo.test")!;
    const since = new Date().toISOString();
    const { user } = await server.upstreamSignIn(email);
    return [
      {
        label: "open a chat naming another venue",
        url: "/chats/new",
        body: new URLSearchParams({ participantId: customer._id, discoId: other._id }),
        foreignIds: [other._id],
        check: async () =>
          (await newestOf("chats", { "createdAt[gte]": since }))
            .filter((chat) => (chat.participantsIds as string[] | undefined)?.includes(user._id as string))
            .filter((chat) => chat.discoId !== asker.venue)
            .map((chat) => `chat ${chat._id} opened at ${String(chat.discoId)}`),
      },
    ];
  },
  "/events/new": async (asker) => {
    const other = (await rowsOf("discos")).find((disco) => disco._id !== asker.venue && disco.discoType === "disco")!;
    const name = `Fuori portata ${Date.now().toString(36)}`;
    return [
      {
        label: "create an event at another venue",
        url: "/events/new",
        body: new URLSearchParams({
          name,
          discoId: other._id,
          format: other._id,
          startDate: "2027-03-01T22:00",
          endDate: "2027-03-02T04:00",
        }),
        foreignIds: [other._id],
        check: async () =>
          (await newestOf("events", { name }))
            .filter((event) => event.discoId !== asker.venue || (asker.format && event.format !== asker.venue))
            .map((event) => `event ${event._id} created at ${String(event.discoId)} for ${String(event.format)}`),
      },
    ];
  },
  "/followers/notifications/new": async (asker, email) => composerCase("/followers/notifications/new", asker, email),
  "/send-notifications": async (asker, email) => composerCase("/send-notifications", asker, email),
  "/dataCash": async (asker) => {
    const other = (await rowsOf("discos")).find((disco) => disco._id !== asker.venue)!;
    return [
      {
        label: "save the register secrets of another venue",
        url: "/dataCash",
        body: new URLSearchParams({
          discoId: other._id,
          apiKey: "k",
          username: "u",
          password: "Pw-123456",
          vatNumber: "IT0",
          pin: "1",
        }),
        foreignIds: [other._id],
        check: async () =>
          (await newestOf("data-cash", { discoId: other._id })).map(
            (row) => `data cash ${row._id} written for ${other._id}`,
          ),
      },
    ];
  },
  "/disco-profile": async (asker) => {
    const other = (await rowsOf("discos")).find((disco) => disco._id !== asker.venue)!;
    return [
      {
        label: "rewrite another venue's profile",
        url: "/disco-profile",
        body: new URLSearchParams({ _id: other._id, discoId: other._id, name: "Rubato", description: "x" }),
        foreignIds: [other._id],
      },
    ];
  },
};

function bulkBody(action: string, rows: Row[]): URLSearchParams {
  const body = new URLSearchParams({ action, scope: "selected", filter: "" });
  for (const row of rows) body.append("ids", row._id);
  return body;
}

async function bulkCase(url: string, endpoint: string, asker: Asker, action: string): Promise<BodyCase[]> {
  const rows: Row[] = [];
  for (const row of await rowsOf(endpoint)) {
    if (rows.length === 3) break;
    if (!(await reaches(asker, endpoint, row)) && (await venueOfRow(row))) rows.push(row);
  }
  return rows.length
    ? [
        {
          label: `${action} another venue's ${endpoint} in bulk`,
          url,
          body: bulkBody(action, rows),
          foreignIds: rows.map((row) => row._id),
          refused: true,
          bulk: true,
        },
      ]
    : [];
}

async function platformBulkCase(url: string, endpoint: string): Promise<BodyCase[]> {
  const rows = (await rowsOf(endpoint)).slice(0, 2);
  return [
    {
      label: `delete the platform's ${endpoint} in bulk`,
      url,
      body: bulkBody("delete", rows),
      foreignIds: rows.map((row) => row._id),
      refused: true,
      bulk: true,
    },
  ];
}

async function composerCase(url: string, asker: Asker, email: string): Promise<BodyCase[]> {
  const other = (await rowsOf("discos")).find((disco) => disco._id !== asker.venue)!;
  const since = new Date().toISOString();
  return [
    {
      label: "notify another venue's followers",
      url,
      body: new URLSearchParams({
        discoId: other._id,
        audience: "followers",
        title: "Fuori portata",
        body: "Messaggio",
      }),
      foreignIds: [other._id],
      check: async () =>
        (await newestOf("notification-logs", { "createdAt[gte]": since, sentBy: email }))
          .filter((log) => log.discoId === other._id)
          .map((log) => `notification ${log._id} sent to the followers of ${other._id}`),
    },
  ];
}

async function send(url: string, cookie: string, body?: URLSearchParams) {
  return fetch(`${server.appURL}${url}`, {
    method: body ? "POST" : "GET",
    headers: {
      cookie,
      "x-request-id": nextRequestId(),
      ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body,
    redirect: "manual",
  });
}

/** Follows a bulk run's page until the run says it is done (bounded), so none of its writes comes after the check. */
async function untilRunDone(location: string | null, cookie: string): Promise<void> {
  const run = location?.match(/^(\/[^?]*\/bulk)\/[^/?]+/);
  if (!location || !run) return;
  const route = routeAt(`${run[1]}/:runId`);
  if (!route) throw new Error(`no bulk report route under ${run[1]}`);
  await expect
    .poll(async () => (await (await send(dataUrl(location, route), cookie)).text()).includes('"done"') || "running", {
      timeout: 30_000,
      message: `bulk run ${location}`,
    })
    .toBe(true);
}

test("every route that takes a post or reads a record in its URL has cases, or a reason for none", async () => {
  test.setTimeout(60_000);
  expect(writeRoutes().length).toBeGreaterThan(40);
  expect(unplacedWriteRoutes()).toEqual([]);
  // Each placed route yields at least one case for some account: a route whose records no seed row can stand for
  // would otherwise pass without being tried.
  const routes = [...writeRoutes(), ...loaderRoutes()];
  const placed = routes
    .filter((route, index) => routes.findIndex((other) => other.file === route.file) === index)
    .map(placeRoute)
    .filter((route): route is PlacedRoute => route !== null);
  const askers = await Promise.all(scopedAccounts.map(askerOf));
  const barren: string[] = [];
  for (const route of placed) {
    const counts = await Promise.all(askers.map(async (asker) => (await casesOf(route, asker)).length));
    if (counts.every((count) => count === 0)) barren.push(route.pattern);
  }
  expect(barren).toEqual([]);
  const unplacedLoaders = loaderRoutes()
    .filter((route) => placeRoute(route) === null)
    .map((route) => route.pattern);
  expect(unplacedLoaders).toEqual([]);
  const uncovered = bodyWriteRoutes().filter((pattern) => !bodyCases[pattern] && !postsWithoutCase[pattern]);
  expect(uncovered).toEqual([]);
  // Every parameter a loader or action reads from its query string or form body that names a record is tried here
  // (decision 047): with another venue's record in the query (`query`), in a body case (`body`), or has its reason.
  const reads = namedParamReads();
  expect(reads.has("eventId")).toBe(true);
  const untried = [...reads]
    .filter(([name]) => !namedParams[name])
    .map(([name, files]) => `${name} (read in ${files.join(", ")})`);
  expect(untried).toEqual([]);
  const missingBodyCases = Object.entries(namedParams)
    .flatMap(([name, how]) => ("body" in how ? [[name, how.body] as const] : []))
    .filter(([, key]) => !bodyCases[key] && !eventBodyCases.includes(key))
    .map(([name, key]) => `${name}: ${key}`);
  expect(missingBodyCases).toEqual([]);
  const unroutedQueries = Object.values(namedParams)
    .flatMap((how) => ("query" in how ? how.query : []))
    .filter((pattern) => !routeAt(pattern));
  expect(unroutedQueries).toEqual([]);
});

/** The body cases of event pages tried in the per-account test below, by the parameter they post. */
const eventBodyCases = ["event:release", "event:assignment", "event:reservationId"];

for (const email of scopedAccounts) {
  test(`${email}: another venue's records, and another event's, answer not-found and are never written`, async () => {
    test.setTimeout(240_000);
    const cookie = await server.signIn(email);
    const asker = await askerOf(email);
    const routes = writeRoutes()
      .map(placeRoute)
      .filter((route): route is PlacedRoute => route !== null);
    const cases = (await Promise.all(routes.map((route) => casesOf(route, asker)))).flat();
    // Loaders of pages that take no post (event tabs such as the door and the statistics, details, the ledger).
    const written = new Set(routes.map((route) => route.file));
    const readers = loaderRoutes()
      .filter((route) => !written.has(route.file))
      .map(placeRoute)
      .filter((route): route is PlacedRoute => route !== null);
    cases.push(...(await Promise.all(readers.map((route) => casesOf(route, asker, false)))).flat());
    // Body-named records of event pages: another event's release moved, another event's product removed.
    const ownEvent = await ownEventOf(asker);
    const release = await foreignRow("ticket-releases", asker);
    const assignment = await foreignRow("assign-products", asker, (row) => row.target === "event");
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
    // The table map's seat: another venue's reservation posted at an own table of an own night.
    const ownTable = ownEvent
      ? await (async () => {
          for (const row of await rowsOf("tables")) if (await reaches(asker, "tables", row)) return row;
          return undefined;
        })()
      : undefined;
    const seated = await foreignRow("reservations", asker);
    if (ownEvent && ownTable && seated)
      cases.push({
        label: "seat another venue's reservation at an own table",
        url: `/events/${ownEvent._id}/tables/${ownTable._id}/detail`,
        body: new URLSearchParams({ intent: "seat", reservationId: seated._id }),
        get: false,
      });
    // Records named in a page's query string (decision 047): another venue's, page and data request not-found.
    for (const [name, how] of Object.entries(namedParams)) {
      if (!("query" in how)) continue;
      const foreign = await foreignRow(how.endpoint, asker);
      if (!foreign) continue;
      for (const pattern of how.query)
        cases.push({
          label: `another venue's ${name} in the query of ${pattern}`,
          url: `${pattern}?${new URLSearchParams({ [name]: foreign._id })}`,
          body: new URLSearchParams(),
          get: true,
          post: false,
          route: routeAt(pattern)!.id,
        });
    }
    expect(cases.length).toBeGreaterThan(50);

    await server.control("log", { method: "DELETE" });
    const answers = await inBatches(cases, async (entry) => {
      const got = entry.get ? (await send(entry.url, cookie)).status : 404;
      const route = entry.route ? loaderRouteOf({ file: entry.route, pattern: "" }) : undefined;
      const data = entry.get && route ? (await send(dataUrl(entry.url, route), cookie)).status : 404;
      const posted = entry.post === false ? 404 : (await send(entry.url, cookie, entry.body)).status;
      return { entry, got, data, posted };
    });
    test.info().annotations.push({ type: "cases", description: `${cases.length} cases` });
    const wrong = answers
      .filter(({ got, data, posted }) => got !== 404 || data !== 404 || posted !== 404)
      .map(({ entry, got, data, posted }) => `${entry.label}: ${entry.url} GET ${got} DATA ${data} POST ${posted}`);
    expect(wrong).toEqual([]);
    expect(await server.writesBy(email)).toEqual([]);
  });

  test(`${email}: posts that name another venue's records in their body write nothing of theirs`, async () => {
    test.setTimeout(120_000);
    const cookie = await server.signIn(email);
    const asker = await askerOf(email);
    const problems: string[] = [];
    for (const [pattern, make] of Object.entries(bodyCases)) {
      for (const entry of await make(asker, email)) {
        await server.control("log", { method: "DELETE" });
        const response = await send(entry.url, cookie, entry.body);
        if (entry.bulk) await untilRunDone(response.headers.get("location"), cookie);
        if (response.status >= 500) problems.push(`${pattern} ${entry.label}: answered ${response.status}`);
        const writes = await server.writesBy(email);
        if (entry.refused && writes.length > 0) problems.push(`${pattern} ${entry.label}: wrote ${writes.join(", ")}`);
        for (const write of writes)
          if (entry.foreignIds.some((id) => write.includes(id)))
            problems.push(`${pattern} ${entry.label}: wrote ${write}`);
        if (entry.check)
          problems.push(...(await entry.check()).map((problem) => `${pattern} ${entry.label}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });
}

/** Fields that name another venue-owned record, and where it lives. */
const references: Record<string, string> = {
  eventId: "events",
  listId: "lists",
  tableId: "tables",
  productId: "products",
  productCategoryId: "product-categories",
};

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
    const asker = await askerOf(email);
    const ownEvent = await ownEventOf(asker);
    const outcomes: string[] = [];
    let tried = 0;
    let landed = 0;
    for (const route of createRoutes()) {
      if (route.kind === "event-record" && !ownEvent) continue;
      // A copy of another venue's record, its venue and event included, under a name of its own.
      const template = await foreignRow(route.endpoint, asker);
      if (!template) continue;
      const name = `Altrove ${email.split("@")[0]} ${route.endpoint} ${Date.now().toString(36)}`;
      const url =
        route.kind === "event-record"
          ? route.pattern.replace(":id", ownEvent!._id).replace(":recordId", "new")
          : route.pattern.replace(":id", "new");
      const body = formOf(template, { [route.titleField]: name });
      const response = await send(url, cookie, body);
      tried += 1;
      const created = (await (
        await fetch(`${server.mockURL}/${route.endpoint}?${new URLSearchParams({ [route.titleField]: name })}`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json()) as Row[];
      if (response.status === 302) landed += 1;
      for (const row of created) {
        if (!(await reaches(asker, route.endpoint, row)))
          outcomes.push(`${url}: created in venue ${await venueOfRow(row)}, out of reach`);
        // The select values copied from another venue's record (its event, list, table, product) are refused.
        for (const [field, endpoint] of Object.entries(references)) {
          const id = row[field];
          if (typeof id !== "string" || !id) continue;
          const target = (await rowsOf(endpoint)).find((candidate) => candidate._id === id);
          if (target && !(await reaches(asker, endpoint, target)))
            outcomes.push(`${url}: created naming another venue's ${field} ${id}`);
        }
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

test("format@demo.test opens the events it runs at a club and their records, the one its approval made included", async () => {
  test.setTimeout(90_000);
  const email = "format@demo.test";
  const cookie = await server.signIn(email);
  const asker = await askerOf(email);
  const club = (await rowsOf("discos")).find((disco) => disco.name === demoClub)!;
  const admin = { authorization: `Bearer ${adminToken}`, "content-type": "application/json" };
  // A request of the club to the format, approved by the format: the upstream creates the event at the club.
  const eventName = `Notte del format ${Date.now().toString(36)}`;
  const request = (await (
    await fetch(`${server.mockURL}/format-requests`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({
        formatId: asker.venue,
        discoId: club._id,
        eventName,
        startDate: "2027-02-13T22:00:00.000Z",
      }),
    })
  ).json()) as Row;
  const approved = await send(`/formatRequests/${request._id}/approve`, cookie, new URLSearchParams({}));
  expect(approved.status).toBe(302);
  const [event] = (await (
    await fetch(`${server.mockURL}/events?${new URLSearchParams({ name: eventName })}`, { headers: admin })
  ).json()) as Row[];
  expect(event).toMatchObject({ discoId: club._id, format: asker.venue });
  // A guest's reservation of that night, at the club.
  const reservation = (await (
    await fetch(`${server.mockURL}/reservations`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({
        eventId: event!._id,
        discoId: club._id,
        userName: "Ospite del format",
        status: "accepted",
      }),
    })
  ).json()) as Row;
  const info = await send(`/events/${event!._id}/info`, cookie);
  expect(info.status).toBe(200);
  expect(await info.text()).toContain(eventName);
  const tab = await send(`/events/${event!._id}/reservations`, cookie);
  expect(tab.status).toBe(200);
  expect(await tab.text()).toContain(String(reservation.code));
  const listed = await send(`/reservations?${new URLSearchParams({ q: String(reservation.code) })}`, cookie);
  expect(await listed.text()).toContain(String(reservation.code));
  const events = await send(`/events?${new URLSearchParams({ q: eventName })}`, cookie);
  expect(await events.text()).toContain(eventName);
  // The club's own nights that the format does not run stay out of its reach.
  const clubNight = (await rowsOf("events")).find((row) => row.discoId === club._id && row.format !== asker.venue)!;
  expect((await send(`/events/${clubNight._id}/info`, cookie)).status).toBe(404);
});

test("disco@demo.test: rows of other venues that an upstream lists anyway are dropped from the page and from every page of the CSV", async () => {
  const email = "disco@demo.test";
  const cookie = await server.signIn(email);
  const asker = await askerOf(email);
  const own: string[] = [];
  const foreign: string[] = [];
  for (const row of await rowsOf("orders"))
    if (typeof row.token === "string") ((await reaches(asker, "orders", row)) ? own : foreign).push(row.token);
  expect(foreign.length).toBeGreaterThan(0);
  const shown = (text: string, token: string) => new RegExp(`(^|[^A-Za-z0-9-])${token}($|[^A-Za-z0-9-])`).test(text);
  // This suite's requests make the mock ignore the venue filter: the upstream answers every venue's rows.
  const page = await (await send("/orders?limit=100", cookie)).text();
  await server.control("log", { method: "DELETE" });
  const csv = await (await send("/orders/export.csv", cookie)).text();
  for (const text of [page, csv]) {
    expect(own.some((token) => shown(text, token))).toBe(true);
    expect(foreign.filter((token) => shown(text, token))).toEqual([]);
  }
  // The export read several pages (5 rows each here), and its rows are the venue's own from every one of them.
  const reads = (await server.control("log", { method: "GET" })) as { method: string; path: string; query: string }[];
  const pages = new Set(
    reads
      .filter((call) => call.method === "GET" && call.path === "/orders")
      .map((call) => new URLSearchParams(call.query).get("page")),
  );
  expect(pages.size).toBeGreaterThan(2);
  expect(own.filter((token) => shown(csv, token)).length).toBeGreaterThan(exportPageSize);
});

for (const email of scopedAccounts) {
  test(`${email}: a select's options never offer another venue's records, by text or by id`, async () => {
    test.setTimeout(120_000);
    const cookie = await server.signIn(email);
    const asker = await askerOf(email);
    const routes = venueOptionRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (const { url, endpoint } of routes) {
      const foreign = await foreignRow(endpoint, asker);
      if (!foreign) continue;
      const name = String(foreign.name ?? foreign.code ?? "");
      for (const query of [`?_id=${foreign._id}`, name ? `?${new URLSearchParams({ q: name })}` : "", "?page=2", ""]) {
        const response = await send(`${url}${query}`, cookie);
        // A select this account does not fill (or whose section it may not open) is not-found; any other answers
        // its options, none of them another venue's.
        if (response.status === 404) continue;
        expect(response.status, `${url}${query}`).toBe(200);
        const { options } = (await response.json()) as { options: { value: string }[] };
        for (const option of options) {
          // A record made since the rows were read (by another test of this suite) is read on its own.
          const row =
            (await rowsOf(endpoint)).find((candidate) => candidate._id === option.value) ??
            (await rowById(endpoint, option.value));
          expect(row && (await reaches(asker, endpoint, row)), `${email} ${url}${query} offers ${option.value}`).toBe(
            true,
          );
        }
      }
    }
  });
}

/**
 * The global search (decision 033): the kinds each account finds, written from spec section 6 (the
 * sections it opens: events, reservations, orders, products, lists), and the field its search matches. Users are the
 * platform's and an admin's only, so no venue-scoped account searches them.
 */
const searchedKinds: Record<string, { endpoint: string; text: string }[]> = {};
const searchKind = {
  events: { endpoint: "events", text: "name" },
  reservations: { endpoint: "reservations", text: "code" },
  orders: { endpoint: "orders", text: "token" },
  products: { endpoint: "products", text: "name" },
  lists: { endpoint: "lists", text: "name" },
};
searchedKinds["disco@demo.test"] = Object.values(searchKind);
searchedKinds["format@demo.test"] = [searchKind.events, searchKind.reservations, searchKind.orders, searchKind.lists];
// The promoter opens every section that lists collaborator roles: events, reservations, lists (not orders, products).
searchedKinds["promoter@demo.test"] = [searchKind.events, searchKind.reservations, searchKind.lists];
searchedKinds["collaboffice@demo.test"] = [searchKind.lists];

for (const [email, kinds] of Object.entries(searchedKinds)) {
  test(`${email}: the global search finds its own records and never another venue's that match the same text`, async () => {
    test.setTimeout(120_000);
    const cookie = await server.signIn(email);
    const asker = await askerOf(email);
    const searchRoute = routeAt("/search");
    if (!searchRoute) throw new Error("no route for /search");
    const problems: string[] = [];
    let foreignTried = 0;
    let ownFound = 0;
    for (const kind of kinds) {
      const rows = await rowsOf(kind.endpoint);
      const foreign: Row[] = [];
      const own: Row[] = [];
      for (const row of rows) {
        if (typeof row[kind.text] !== "string" || !row[kind.text]) continue;
        if (await reaches(asker, kind.endpoint, row)) own.push(row);
        else if (await venueOfRow(row)) foreign.push(row);
      }
      // Another venue's records, searched by their own text: the upstream (told to ignore the venue filters for this
      // suite) answers them; neither the page nor its data request may name them.
      for (const row of foreign.slice(0, 3)) {
        foreignTried += 1;
        const url = `/search?${new URLSearchParams({ q: String(row[kind.text]) })}`;
        const [page, data] = await Promise.all([
          send(url, cookie).then((response) => response.text()),
          send(dataUrl(url, searchRoute), cookie).then((response) => response.text()),
        ]);
        if (page.includes(row._id) || data.includes(row._id))
          problems.push(`${kind.endpoint} ${row._id} (${String(row[kind.text])}) shown by ${url}`);
      }
      // And its own are found (the search is not merely empty): one whose text no other record has, so the upstream's
      // first page of matches (every venue's, for this suite) holds it.
      const mine = own.find((row) => rows.filter((other) => other[kind.text] === row[kind.text]).length === 1);
      if (mine) {
        const url = `/search?${new URLSearchParams({ q: String(mine[kind.text]) })}`;
        const data = await (await send(dataUrl(url, searchRoute), cookie)).text();
        if (data.includes(mine._id)) ownFound += 1;
        else problems.push(`own ${kind.endpoint} ${mine._id} (${String(mine[kind.text])}) not found by ${url}`);
      }
    }
    expect(problems).toEqual([]);
    expect(foreignTried).toBeGreaterThan(0);
    expect(ownFound).toBeGreaterThan(0);
  });
}

/** Least data (decision 047): what a map and a picker give a venue's people. */
test("promoter@demo.test: the map shows users only as crowds, with no name or id of anyone", async () => {
  const cookie = await server.signIn("promoter@demo.test");
  const locations = await rowsOf("user-locations");
  expect(locations.length).toBeGreaterThan(0);
  const route = routeAt("/map")!;
  const [page, data] = await Promise.all([
    send("/map?kind=users", cookie).then((response) => response.text()),
    send(dataUrl("/map?kind=users", route), cookie).then((response) => response.text()),
  ]);
  // Users are shown (as crowds), so the absence of names is not an empty map's.
  expect(page).toContain('data-kind="user"');
  for (const text of [page, data]) {
    const leaked = locations.filter(
      (row) =>
        (typeof row.userId === "string" && text.includes(row.userId)) ||
        (typeof row.userName === "string" && row.userName.length > 3 && text.includes(row.userName)),
    );
    expect(leaked.map((row) => row._id)).toEqual([]);
  }
});

test("disco@demo.test: a picker of people lists no one before 3 characters, then only ids and names", async () => {
  const cookie = await server.signIn("disco@demo.test");
  const url = "/options/reservations/userId";
  const guest = (await rowsOf("users")).find(
    (user) => user.role === "user" && typeof user.name === "string" && user.name.length >= 3,
  )!;
  for (const q of ["", "a", String(guest.name).slice(0, 2)]) {
    const answer = (await (await send(`${url}?${new URLSearchParams({ q })}`, cookie)).json()) as {
      options: unknown[];
    };
    expect(answer.options, `q=${q}`).toEqual([]);
  }
  const found = (await (await send(`${url}?${new URLSearchParams({ q: String(guest.name) })}`, cookie)).json()) as {
    options: Record<string, unknown>[];
  };
  expect(found.options.length).toBeGreaterThan(0);
  for (const option of found.options) expect(Object.keys(option).sort()).toEqual(["label", "value"]);
});

test("format@demo.test: the products tab of a night it runs at a club works only its own products", async () => {
  const email = "format@demo.test";
  const cookie = await server.signIn(email);
  const asker = await askerOf(email);
  const night = (await rowsOf("events")).find((event) => event.format === asker.venue && event.discoId !== asker.venue);
  expect(night, "a night the format runs at a club").toBeTruthy();
  // The club's own product, on sale at that same night.
  const admin = { authorization: `Bearer ${adminToken}`, "content-type": "application/json" };
  const create = async (endpoint: string, body: Record<string, unknown>) =>
    (await (
      await fetch(`${server.mockURL}/${endpoint}`, { method: "POST", headers: admin, body: JSON.stringify(body) })
    ).json()) as Row;
  const clubProduct = await create("products", {
    name: `Prodotto del club ${Date.now().toString(36)}`,
    type: "generic",
    status: "enabled",
    price: 500,
    discoId: night!.discoId,
  });
  await create("assign-products", {
    productId: clubProduct._id,
    productName: clubProduct.name,
    eventId: night!._id,
    discoId: night!.discoId,
    target: "event",
  });
  const clubProducts = [
    clubProduct,
    ...(await rowsOf("products")).filter((product) => product.discoId === night!.discoId),
  ];
  const ownProducts = (await rowsOf("products")).filter((product) => product.discoId === asker.venue);
  const url = `/events/${night!._id}/products`;
  const route = routeAt("/events/:id/products")!;
  const [page, data] = await Promise.all([
    send(url, cookie).then((response) => response.text()),
    send(dataUrl(url, route), cookie).then((response) => response.text()),
  ]);
  for (const text of [page, data])
    expect(clubProducts.filter((product) => text.includes(product._id)).map((product) => product._id)).toEqual([]);
  if (ownProducts.some((product) => product.status === "enabled"))
    expect(ownProducts.some((product) => data.includes(product._id))).toBe(true);
  // Attaching one of the club's products is refused next to the picker (no option of this user's), and nothing is
  // written.
  await server.control("log", { method: "DELETE" });
  const attached = await send(url, cookie, new URLSearchParams({ intent: "add", productId: clubProducts[0]!._id }));
  expect(attached.status).toBe(400);
  expect(await attached.text()).toContain(italian.validation.notAnOption);
  expect(await server.writesBy(email)).toEqual([]);
});

test("disco@demo.test: figures an upstream counts without the venue's filter are withheld, never shown", async () => {
  const cookie = await server.signIn("disco@demo.test");
  // This suite's requests have the mock ignore the scope filters, of its aggregates too: the contract probe (a scope
  // that matches nothing) then answers figures, and the venue's own figures cannot be told from other venues'.
  const asker = await askerOf("disco@demo.test");
  const ownEvent = (await rowsOf("events")).find((event) => event.discoId === asker.venue)!;
  for (const url of ["/statistics", `/events/${ownEvent._id}/statistics`, "/charts"]) {
    const response = await send(url, cookie);
    expect(response.status, url).toBe(503);
    expect(await response.text(), url).toContain(italian.errors.withheldTitle);
  }
  // The same pages on an upstream that honours the filters (a request outside this suite's ignored prefix) show them.
  const honest = await fetch(`${server.appURL}/statistics`, {
    headers: { cookie, "x-request-id": "honest-statistics" },
  });
  expect(honest.status).toBe(200);
  expect(await honest.text()).not.toContain(italian.errors.withheldTitle);
});

test("disco@demo.test: order totals, list totals, counts by state and the unread chats never count other venues' rows", async () => {
  test.setTimeout(90_000);
  const email = "disco@demo.test";
  const cookie = await server.signIn(email);
  const asker = await askerOf(email);
  const ownEvent = (await rowsOf("events")).find((event) => event.discoId === asker.venue)!;
  const upstream = async (path: string, token = adminToken) => {
    const response = await fetch(`${server.mockURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { body: (await response.json()) as unknown, count: Number(response.headers.get("odin-count")) };
  };
  /** A page as a browser gets it, on an upstream that honours the filters (an id outside this suite's ignored prefix). */
  let honestCount = 0;
  const honest = (url: string) =>
    fetch(`${server.appURL}${url}`, { headers: { cookie, "x-request-id": `honest-aggregates-${++honestCount}` } });
  const readyz = async () =>
    ((await (await fetch(`${server.appURL}/readyz`)).json()) as { aggregates?: Record<string, { verdict: string }> })
      .aggregates ?? {};

  // The orders' totals: this suite's requests have the mock sum every venue's orders; they are withheld, never shown.
  for (const url of ["/orders", `/orders?eventId=${ownEvent._id}`]) {
    const page = await send(url, cookie);
    expect(page.status, url).toBe(200);
    const html = await page.text();
    expect(html, url).toContain(italian.orders.totals.withheld);
    expect(html, url).not.toContain(italian.orders.totals.note);
  }
  expect((await readyz())["order-totals"]?.verdict).toBe("ignored");
  // On an upstream that honours the filters the same totals show, the venue's own.
  const own = (await upstream(`/orders/totals?discoId=${asker.venue}`)).body as { count: number };
  const all = (await upstream("/orders/totals")).body as { count: number };
  expect(all.count).toBeGreaterThan(own.count);
  const shownTotals = await (await honest("/orders")).text();
  expect(shownTotals).toContain(italian.orders.totals.note);
  expect(shownTotals).not.toContain(italian.orders.totals.withheld);
  expect(shownTotals).toMatch(new RegExp(`>${italian.orders.totals.count}</dt><dd[^>]*>${own.count}</dd>`));
  expect((await readyz())["order-totals"]?.verdict).toBe("honoured");

  // A list's total: the upstream counts every venue's orders; the pager says only the rows this page shows, and
  // still offers the next page (the upstream sent a full page).
  const ownOrders = (await upstream(`/orders?discoId=${asker.venue}&count=true&limit=1`)).count;
  const allOrders = (await upstream("/orders?count=true&limit=1")).count;
  expect(allOrders).toBeGreaterThan(ownOrders);
  const range = (html: string) => html.match(/data-testid="list-range"[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? "";
  const listed = await (await send("/orders", cookie)).text();
  expect(listed).toContain("data-total-withheld");
  expect(range(listed)).not.toMatch(new RegExp(`\\b(${allOrders}|${ownOrders})\\b`));
  expect(listed).toMatch(/<a[^>]*href="[^"]*page=2[^"]*"[^>]*rel="next"/);
  const honestList = await (await honest("/orders")).text();
  expect(honestList).not.toContain("data-total-withheld");
  expect(range(honestList)).toMatch(new RegExp(`^1–\\d+ di ${ownOrders}$`));

  // Reservations by state: counted with limit-1 lists, whose totals the upstream makes over every venue's rows.
  const reservations = await (await send("/reservations", cookie)).text();
  expect(reservations).toContain(italian.list.countsWithheld);
  expect(await (await honest("/reservations")).text()).not.toContain(italian.list.countsWithheld);

  // The unread chats' badge: the upstream answers every venue's unread chats; only the venue's own count. The disco's
  // account takes part in a chat of another venue too (one the admin opened with it there), unread.
  const { token, user } = await server.upstreamSignIn(email);
  const elsewhere = (await rowsOf("discos")).find((venue) => venue._id !== asker.venue)!;
  const opened = await fetch(`${server.mockURL}/chats`, {
    method: "POST",
    headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({ participantsIds: [user._id], discoId: elsewhere._id }),
  });
  expect(opened.status).toBe(201);
  const ownUnread = (await upstream(`/chats/toread?discoId=${asker.venue}`, token)).body as string[];
  const allUnread = (await upstream("/chats/toread", token)).body as string[];
  expect(allUnread.length).toBeGreaterThan(ownUnread.length);
  const badge = (html: string) => Number(html.match(/data-testid="unread-chats" data-count="(\d+)"/)?.[1] ?? 0);
  expect(badge(await (await send("/events", cookie)).text())).toBe(ownUnread.length);
  expect((await readyz())["unread-chats"]?.verdict).toBe("ignored");
  expect(badge(await (await honest("/events")).text())).toBe(ownUnread.length);
  expect((await readyz())["unread-chats"]?.verdict).toBe("honoured");
});
