// Upstream faults: a 500, a hang past the client time-out (3 s here), a malformed body and a dropped connection, for a
// list load, a tab load and a form post. Each shows the page or message of spec section 8 with a way to retry, never a
// stack trace or a blank page; a failed post keeps what was typed; the server goes on serving other requests. Then a
// bounded soak with 20 % faults must end with no crash and no memory growth beyond noise. Faults are global to a mock,
// so this file runs on a back-office and mock of its own (ports E2E_APP_PORT + 5 and + 6).
import http from "node:http";
import zlib from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { italian } from "./helpers";
import { liveHeapBytes, residentBytes, startIsolated, type Isolated } from "./isolated";
import { dataUrl, routeAt } from "./route-manifest";

test.describe.configure({ mode: "serial" });

type Fault = "500" | "hang" | "malformed" | "reset";
const faults: Fault[] = ["500", "hang", "malformed", "reset"];

/** The error page's title for each fault (spec section 8, app/ui/shell/error-boundary.tsx). */
const pageTitle: Record<Fault, string> = {
  "500": italian.errors.serverTitle,
  hang: italian.errors.timeoutTitle,
  malformed: italian.errors.serverTitle,
  reset: italian.errors.unreachableTitle,
};

/** The message next to a form whose post failed. */
const formMessage: Record<Fault, string> = {
  "500": italian.errors.unavailable,
  hang: italian.errors.timeout,
  malformed: italian.errors.unavailable,
  reset: italian.errors.unavailable,
};

let server: Isolated;
let adminCookie: string;
let eventPath: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startIsolated("faults", 5, 3000, {}, ["--heapsnapshot-signal=SIGUSR2"]);
  adminCookie = await server.signIn("admin@demo.test");
  // Any event the admin may open: the upstream's first one.
  const { token } = await server.upstreamSignIn("admin@demo.test");
  const events = (await (
    await fetch(`${server.mockURL}/events?limit=1`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { _id: string }[] | { items?: { _id: string }[] };
  const first = Array.isArray(events) ? events[0] : events.items?.[0];
  if (!first) throw new Error(`no event in ${JSON.stringify(events).slice(0, 300)}`);
  eventPath = `/events/${first._id}`;
});

test.afterAll(async () => {
  await server?.stop();
});

test.afterEach(async () => {
  await server.control("faults", { method: "DELETE" });
});

async function signedPage(page: Page) {
  const [name, ...value] = adminCookie.split("=");
  await page.context().addCookies([{ name, value: value.join("="), url: server.appURL }]);
}

/** No stack trace, no raw error text, and not blank: a heading and a retry link. */
async function expectErrorPage(page: Page, fault: Fault) {
  await expect(page.getByRole("heading", { name: pageTitle[fault] })).toBeVisible({ timeout: 10_000 });
  const retry = page.getByRole("link", { name: italian.errors.retry });
  await expect(retry).toBeVisible();
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(/\bat .+:\d+:\d+|Error:|Unexpected (Server )?Error|Application Error|SyntaxError/);
  return retry;
}

/** Another request, from elsewhere, is answered meanwhile. */
async function serverAnswersOthers() {
  const started = Date.now();
  const response = await fetch(`${server.appURL}/login`);
  expect(response.status).toBe(200);
  expect(Date.now() - started).toBeLessThan(2_000);
}

for (const fault of faults) {
  test(`a list load meets a ${fault} fault: the error page with a retry`, async ({ page }) => {
    await signedPage(page);
    await server.control("faults", { body: { method: "GET", path: "/events", type: fault, times: 1 } });
    const loading = page.goto(`${server.appURL}/events`);
    if (fault === "hang") await serverAnswersOthers();
    await loading;
    const retry = await expectErrorPage(page, fault);
    await retry.click();
    await expect(page.locator("tbody tr").first()).toBeVisible();
    await serverAnswersOthers();
  });

  test(`a tab load meets a ${fault} fault: the error page with a retry`, async ({ page }) => {
    await signedPage(page);
    await page.goto(`${server.appURL}${eventPath}/info`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Armed until the error page shows: the tab link prefetches its data on hover, and that prefetch must not be the
    // only request to meet the fault (the click's own request would then succeed and no error page would show).
    await server.control("faults", { body: { method: "GET", path: "/ticket-releases", type: fault } });
    // A client-side navigation (the loader's data is fetched by the browser's script).
    await page.getByRole("link", { name: italian.eventTabs?.["ticket-releases"] ?? "Biglietti", exact: true }).click();
    if (fault === "hang") await serverAnswersOthers();
    const retry = await expectErrorPage(page, fault);
    await server.control("faults", { method: "DELETE" });
    await retry.click();
    await expect(page).toHaveURL(new RegExp(`${eventPath}/ticket-releases`));
    await expect(page.getByRole("heading", { name: pageTitle[fault] })).toHaveCount(0);
    await serverAnswersOthers();
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    for (const fault of javaScriptEnabled ? faults : (["hang", "malformed"] as Fault[])) {
      test(`a form post meets a ${fault} fault: the message, everything typed kept, then a retry saves`, async ({
        page,
      }) => {
        await signedPage(page);
        await page.goto(`${server.appURL}/musicalGenres/new`);
        if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        const name = `Guasto ${fault} ${javaScriptEnabled ? "js" : "nojs"}`;
        const form = page.getByRole(javaScriptEnabled ? "dialog" : "main");
        // The field, not the list's column checkbox of the same name behind the dialog.
        await form.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
        await form.getByRole("textbox", { name: "Descrizione" }).fill("Scritto prima del guasto");
        await server.control("faults", { body: { method: "POST", path: "/musical-genres", type: fault, times: 1 } });
        await form.getByRole("button", { name: "Salva" }).click();
        if (fault === "hang") await serverAnswersOthers();
        await expect(form.getByRole("alert")).toContainText(formMessage[fault], { timeout: 10_000 });
        await expect(form.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(name);
        await expect(form.getByRole("textbox", { name: "Descrizione" })).toHaveValue("Scritto prima del guasto");
        await form.getByRole("button", { name: "Salva" }).click();
        await expect(page.getByRole("status")).toHaveText("Creato con successo");
        await serverAnswersOthers();
      });
    }
  });
}

/**
 * A GET as the soak's clients send it, over kept-alive connections of one phase's own (`agent`, destroyed when the
 * phase ends). Fetch's shared pool would keep them through the heap snapshots between phases; one idle there for the
 * server's 65 s (snapshots of a starved process take that long) is closed under the next request, which then fails as
 * a dropped connection would.
 */
function soakGet(agent: http.Agent, url: string, cookie?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { "accept-encoding": "gzip", ...(cookie ? { cookie } : {}) };
    const call = http.get(url, { agent, headers, signal: AbortSignal.timeout(15_000) }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, body: body.toString("utf8") });
      });
    });
    call.on("error", reject);
  });
}

/**
 * The soak: up to 2,000 requests with faults from 16 concurrent clients over a list, a tab and a record list (documents
 * and data requests), each preceded one time in five by a one-shot fault on the next upstream call (500, malformed,
 * reset; one fault in twenty a hang). Before it, a warm-up of the same mix (up to 600 requests, then 100 clean ones)
 * fills what is meant to be filled once (compiled code, caches of translations and routes); after it, 100 clean
 * requests cool down. Bounded in time too: the warm-up's faulty phase stops after 15 s, the soak after 40 s, each clean
 * one after 10 s (a loaded machine then soaks fewer requests, at least 150; the time saved goes to the heap snapshots).
 * The warm-up was 1,500 and 200 requests until the suite's time was counted: with 600 and 100 the live heap moved by
 * 0 to 2 MB over three soaks alone, as it did before, and the test takes the machine for about 45 s less in the suite.
 * Every answer must be a page or an error page, never a dropped connection or a stack trace.
 * Memory is the live JavaScript heap after a full collection (a heap snapshot Node writes on a signal, a runtime flag
 * of this test's own server, no code in the app; see liveHeapBytes for why it takes two), after the warm-up and after
 * the cool-down: it may not grow by more than 16 MB nor by a quarter. A leak of the faulted requests, each holding a
 * page's data, would. The resident set is reported beside it but not judged: V8 keeps the room a busy spell needed,
 * and how much depends on the machine's load (a CI run saw it grow 160 MB over a soak whose live heap did not).
 */
test("a soak of 2,000 requests with 20% faults: no crash, no memory growth", async () => {
  test.setTimeout(240_000);
  const pages = [
    `${eventPath}/ticket-releases`,
    dataUrl("/events", routeAt("/events")),
    dataUrl(`${eventPath}/ticket-releases`, routeAt("/events/:id/ticket-releases")),
    dataUrl("/musicalGenres", routeAt("/musicalGenres")),
    "/musicalGenres",
    dataUrl("/events", routeAt("/events")),
    dataUrl(`${eventPath}/ticket-releases`, routeAt("/events/:id/ticket-releases")),
    dataUrl("/musicalGenres", routeAt("/musicalGenres")),
  ];
  const allowed = new Set([200, 502, 503, 504]);
  const problems: string[] = [];
  let rng = 7;
  const random = () => (rng = (rng * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

  /** Runs up to `total` requests or `seconds`; answers how many were sent and how many had a fault armed. */
  async function run(total: number, faultShare: number, seconds: number) {
    const deadline = Date.now() + seconds * 1000;
    const agent = new http.Agent({ keepAlive: true });
    let sent = 0;
    let faulted = 0;
    const worker = async () => {
      while (sent < total && Date.now() < deadline) {
        const index = sent++;
        if (random() < faultShare) {
          faulted++;
          const roll = random();
          const type = roll < 0.05 ? "hang" : roll < 0.4 ? "500" : roll < 0.7 ? "malformed" : "reset";
          await server.control("faults", { body: { method: "GET", path: "/", type, times: 1 } });
        }
        const target = pages[index % pages.length];
        try {
          const { status, body } = await soakGet(agent, `${server.appURL}${target}`, adminCookie);
          if (!allowed.has(status)) problems.push(`${target}: ${status}`);
          else if (/\n\s+at .+:\d+:\d+/.test(body)) problems.push(`${target}: a stack trace`);
        } catch (error) {
          problems.push(`${target}: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    agent.destroy();
    await server.control("faults", { method: "DELETE" });
    return { sent, faulted };
  }

  const started = Date.now();
  await run(600, 0.2, 15);
  await run(100, 0, 10);
  const before = await liveHeapBytes(server);
  const residentBefore = residentBytes(server.appPid);
  const soak = await run(2_000, 0.2, 40);
  await run(100, 0, 10);
  const after = await liveHeapBytes(server);
  const residentAfter = residentBytes(server.appPid);
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  test.info().annotations.push({
    type: "soak",
    description: `${soak.sent} requests, ${soak.faulted} faults, ${((Date.now() - started) / 1000).toFixed(0)} s; live heap ${mb(before)} -> ${mb(after)}; VmRSS ${mb(residentBefore)} -> ${mb(residentAfter)}`,
  });

  expect(problems).toEqual([]);
  expect(soak.sent).toBeGreaterThanOrEqual(150);
  expect(soak.faulted).toBeGreaterThan(soak.sent * 0.12);
  expect(after - before).toBeLessThan(Math.max(16 * 2 ** 20, before / 4));
  const lastly = new http.Agent({ keepAlive: true });
  expect((await soakGet(lastly, `${server.appURL}/login`)).status).toBe(200);
  expect((await soakGet(lastly, `${server.appURL}/events`, adminCookie)).status).toBe(200);
  lastly.destroy();
});
