// Every answer a person sees is a page (decision 047): every route of the app whose URL takes a parameter (found in
// the route files through Remix's own route manifest, route-manifest.ts, so a route added later is covered), opened as
// a browser opens it (`Accept: text/html`, no data request) with an id no record has, and under each upstream fault
// (500, hang past the time-out, malformed JSON, a dropped connection, a 400 without a message) on every upstream call
// of that request, must answer an HTML document: never the JSON or plain text a failure is thrown as, never an upstream
// path. Scripts that ask for JSON still get it. Plain HTTP with the admin's session, on a back-office and mock of this
// file's own (ports E2E_APP_PORT + 21 and + 22, upstream time-out 1 s).
import { expect, test } from "@playwright/test";
import { startIsolated, type Isolated } from "./isolated";
import { appRoutes, type AppRoute } from "./route-manifest";
import { placeRoute, venueOptionRoutes } from "./row-scope.cases";

test.describe.configure({ mode: "default" });

/** Routes with a parameter that is not an id, each with the reason it is not visited. */
const notVisited: Record<string, string> = {
  "/locales/:lng": "the strings file the browser's script loads (JSON is its content); it reads no upstream",
};

/** An id no record of the mock has (its ids are 24 hexadecimal digits). */
const unknownId = "0badc0ffee0badc0ffee0bad";

/** The faults of e2e/faults.spec.ts, and a 400 with no message (whose fallback text must not name the call). */
type Fault = "500" | "hang" | "malformed" | "reset" | "400";
const faults: Fault[] = ["500", "hang", "malformed", "reset", "400"];

let server: Isolated;
let adminCookie = "";
let eventId = "";
let requestCount = 0;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startIsolated("pages-under-faults", 21, 1_000);
  adminCookie = await server.signIn("admin@demo.test");
  const { token } = await server.upstreamSignIn("admin@demo.test");
  const [event] = (await (
    await fetch(`${server.mockURL}/events?limit=1`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { _id: string }[];
  eventId = event!._id;
});

test.afterAll(async () => {
  await server?.control("faults", { method: "DELETE" }).catch(() => undefined);
  await server?.stop();
});

/** Every route whose URL takes a parameter, but those named in `notVisited`. */
function routesWithParams(): AppRoute[] {
  const seen = new Set<string>();
  return appRoutes.filter((route) => {
    if (!route.pattern.includes("/:") || route.pathless || notVisited[route.pattern] || seen.has(route.pattern))
      return false;
    seen.add(route.pattern);
    return true;
  });
}

/** A route's URL with every parameter an unknown id (a verb the route takes, a promo's type), or the event given. */
function urlOf(route: AppRoute, event = unknownId): string {
  const verb = placeRoute({ file: route.id, pattern: route.pattern })?.verbs[0] || "accept";
  return route.pattern
    .split("/")
    .map((part, index, parts) => {
      if (!part.startsWith(":")) return part;
      if (part === ":action") return verb;
      if (part === ":type") return "generic";
      if (part === ":resource") return "lists";
      if (part === ":field") return "eventId";
      if (part === ":id" && parts[index - 1] === "events") return event;
      return unknownId;
    })
    .join("/");
}

/** Opens a URL as a browser's navigation does; answers what is wrong with the answer, or null for an HTML page. */
async function problemWith(url: string, requestId: string): Promise<string | null> {
  const response = await fetch(`${server.appURL}${url}`, {
    headers: {
      cookie: adminCookie,
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      "x-request-id": requestId,
    },
    signal: AbortSignal.timeout(20_000),
  });
  const type = response.headers.get("content-type") ?? "";
  const body = await response.text();
  if (!type.startsWith("text/html")) return `${url}: ${response.status} ${type} ${body.slice(0, 80)}`;
  if (!/<html[\s>]/i.test(body)) return `${url}: ${response.status} text/html without an <html> document`;
  if (/Upstream (GET|POST|PUT|PATCH|DELETE) \//.test(body)) return `${url}: ${response.status} names an upstream call`;
  if (/"failure"\s*:/.test(body.replace(/<script[\s\S]*?<\/script>/g, "")))
    return `${url}: ${response.status} shows a failure's JSON`;
  return null;
}

/** Runs at most `size` requests at a time (four: a busy machine's back-office keeps up). */
async function inBatches<T, R>(items: readonly T[], map: (item: T) => Promise<R>, size = 4): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < items.length; index += size)
    results.push(...(await Promise.all(items.slice(index, index + size).map(map))));
  return results;
}

/**
 * Requests in flight at once under a fault. A hung call costs the back-office no work while it waits out its time-out,
 * only a socket, so the hang's requests go sixteen at a time instead of waiting their second four by four.
 */
const batchUnder = (fault: Fault) => (fault === "hang" ? 16 : 4);

test("the routes with a parameter are found in the route files", () => {
  const routes = routesWithParams();
  expect(routes.length).toBeGreaterThan(100);
  expect(routes.map((route) => route.pattern)).toContain("/events/:id");
  expect(routes.map((route) => route.pattern)).toContain("/promoters/:promoterId/export.csv");
});

test("every route with a parameter answers an HTML page for an id no record has", async () => {
  test.setTimeout(120_000);
  const urls = routesWithParams().flatMap((route) =>
    // Under an event: an unknown event, and a known event with an unknown record of it (a route naming nothing but the
    // event, its reservations' CSV say, has no unknown record under a known event: it answers what it is).
    route.pattern.startsWith("/events/:id/") && route.pattern.split("/:").length > 2
      ? [urlOf(route), urlOf(route, eventId)]
      : [urlOf(route)],
  );
  const problems = await inBatches(urls, (url) => problemWith(url, `pf-unknown-${++requestCount}`));
  test.info().annotations.push({ type: "visited", description: `${urls.length} URLs` });
  expect(problems.filter(Boolean)).toEqual([]);
});

for (const fault of faults) {
  test(`every route with a parameter answers an HTML page when every upstream call meets a ${fault} fault`, async () => {
    test.setTimeout(180_000);
    const prefix = `pf-${fault}-`;
    // Every upstream call of this test's requests, and of no other, meets the fault.
    await server.control("faults", { body: { path: "/", type: fault, requestId: prefix } });
    const urls = routesWithParams().map((route) => urlOf(route, eventId));
    const problems = await inBatches(urls, (url) => problemWith(url, `${prefix}${++requestCount}`), batchUnder(fault));
    await server.control("faults", { method: "DELETE" });
    test.info().annotations.push({ type: "visited", description: `${urls.length} URLs` });
    expect(problems.filter(Boolean)).toEqual([]);
  });
}

test("a script that asks for JSON still gets JSON when the upstream fails", async () => {
  const prefix = "pf-json-";
  await server.control("faults", { body: { path: "/", type: "500", requestId: prefix } });
  const [picker] = venueOptionRoutes();
  const response = await fetch(`${server.appURL}${picker!.url}?q=abc`, {
    headers: { cookie: adminCookie, accept: "application/json", "x-request-id": `${prefix}1` },
  });
  await server.control("faults", { method: "DELETE" });
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.headers.get("content-type")).toContain("application/json");
});
