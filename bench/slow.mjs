// Poor connections: Debian's Chromium with slow 3G emulated over CDP (400 ms round trip, 400 kbit/s each way). A first
// visit of /events (empty cache, signed in by cookie) until its rows are visible, with JavaScript on and off, a form
// post (saving a musical genre) until its notice is visible, a check-in at the door until its result shows, and a
// first visit of tonight's door: a code typed with Enter until the guest's card shows, and until its scripts are in.
import { chromium } from "@playwright/test";
import { budgets, slowFigure } from "./figures.mjs";

const slow3g = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};

/** The smoke run's network: the same emulation call, no throttling, so every measure runs in seconds. */
export const unthrottled = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/** A fresh context (empty cache) signed in with the session cookie, its page on slow 3G (or `network`). */
async function slowPage(browser, { appUrl, sessionCookie, javascript, network = slow3g }) {
  const context = await browser.newContext({
    javaScriptEnabled: javascript,
    locale: "it-IT",
    extraHTTPHeaders: { "Accept-Language": "it-IT,it;q=0.9" },
  });
  const [name, ...value] = sessionCookie.split("=");
  await context.addCookies([{ name, value: value.join("="), url: appUrl }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", network);
  return { context, page };
}

/**
 * Milliseconds from `start` until the locator is visible. Rows cannot be seen before the first paint (the stylesheet
 * blocks rendering), so the time is at least the page's first contentful paint, measured from its navigation start.
 */
async function visibleAfter(page, locator, start) {
  await locator.waitFor({ state: "visible", timeout: 60_000 });
  const seen = performance.now() - start;
  const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
  return Math.max(seen, paint ?? 0);
}

async function rowsOfEvents(browser, options) {
  const { context, page } = await slowPage(browser, options);
  try {
    const start = performance.now();
    await page.goto(`${options.appUrl}/events`, { waitUntil: "commit" });
    return await visibleAfter(page, page.locator("tbody tr").first(), start);
  } finally {
    await context.close();
  }
}

async function savedGenre(browser, options) {
  const { context, page } = await slowPage(browser, options);
  try {
    await page.goto(`${options.appUrl}/musicalGenres/${options.genreId}`, { waitUntil: "load", timeout: 60_000 });
    if (options.javascript) await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    // A user reads and types before saving: what the page fetches once hydrated (route discovery) is done by then.
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    // The form's field, not the column chooser's "Mostra la colonna Descrizione" behind the dialog.
    const description = page.getByRole("dialog").getByLabel("Descrizione", { exact: true });
    await description.fill(`Benchmark ${new Date().toISOString()}`);
    const start = performance.now();
    await page.getByRole("button", { name: "Salva", exact: true }).click({ noWaitAfter: true });
    await page.locator('[data-notice="positive"]').waitFor({ state: "visible", timeout: 60_000 });
    return performance.now() - start;
  } finally {
    await context.close();
  }
}

/** From the tap on "Fai entrare" until the guest's card says they are in (a new reservation each time). */
async function checkedIn(browser, options) {
  const { context, page } = await slowPage(browser, options);
  try {
    const reservation = await options.newReservation();
    await page.goto(`${options.appUrl}/events/${options.eventId}/door?q=${encodeURIComponent(reservation.code)}`, {
      waitUntil: "load",
      timeout: 60_000,
    });
    if (options.javascript) await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    // The requests completed between the tap and the result (one, the post, is the aim; the counters' refresh that
    // follows the result is not waited for).
    let requests = 0;
    page.on("requestfinished", () => (requests += 1));
    const start = performance.now();
    await page.getByRole("button", { name: "Fai entrare" }).first().click({ noWaitAfter: true });
    await page
      .getByText(/Ingresso alle \d\d:\d\d/)
      .first()
      .waitFor({ state: "visible", timeout: 60_000 });
    return { ms: performance.now() - start, requests };
  } finally {
    await context.close();
  }
}

/**
 * A first visit of tonight's door (empty cache, no service worker yet, signed in): the field is typed into as soon as
 * it is on screen, a scanner's code and Enter, whether or not the scripts have arrived (before, the form's own GET
 * search answers; after, the scan), until the guest's card is visible. Milliseconds from the navigation's start.
 */
async function doorCardOnFirstVisit(browser, options) {
  const { context, page } = await slowPage(browser, options);
  try {
    const reservation = await options.newDoorReservation();
    const start = performance.now();
    await page.goto(`${options.appUrl}/events/${options.doorEventId}/door`, { waitUntil: "commit", timeout: 60_000 });
    const field = page.locator("#door-q");
    await field.waitFor({ state: "visible", timeout: 60_000 });
    await field.fill(reservation.code);
    await field.press("Enter", { noWaitAfter: true });
    const card = page.locator(`article[aria-labelledby="guest-${reservation._id}"]`).first();
    return await visibleAfter(page, card, start);
  } finally {
    await context.close();
  }
}

/**
 * The same first visit left alone: milliseconds from the navigation's start until the last script the page loaded
 * (its route chain, then what it loads once hydrated) had arrived, read from the page's resource timings once the
 * network is quiet.
 */
async function doorScriptsOnFirstVisit(browser, options) {
  const { context, page } = await slowPage(browser, options);
  try {
    await page.goto(`${options.appUrl}/events/${options.doorEventId}/door`, { waitUntil: "load", timeout: 60_000 });
    if (options.javascript) await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    return await page.evaluate(() =>
      Math.max(
        0,
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.responseEnd),
      ),
    );
  } finally {
    await context.close();
  }
}

/** Each measure with JavaScript on and off; `rounds` runs each and keeps the median. */
export async function measureSlowConnections({
  appUrl,
  sessionCookie,
  genreId,
  eventId,
  newReservation,
  doorEventId,
  newDoorReservation,
  rounds = 1,
  network = slow3g,
}) {
  const browser = await chromium.launch(launchOptions);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const repeat = async (measure) => {
    const values = [];
    for (let i = 0; i < rounds; i++) values.push(await measure());
    return median(values);
  };
  /** A measure that also counts requests: the median time, and the most requests any run made. */
  const repeatCounted = async (measure) => {
    const runs = [];
    for (let i = 0; i < rounds; i++) runs.push(await measure());
    return { ms: median(runs.map((run) => run.ms)), requests: Math.max(...runs.map((run) => run.requests)) };
  };
  try {
    const figures = [];
    for (const javascript of [true, false]) {
      const options = {
        appUrl,
        sessionCookie,
        genreId,
        eventId,
        newReservation,
        doorEventId,
        newDoorReservation,
        javascript,
        network,
      };
      figures.push(
        slowFigure({
          measure: "rows visible, first visit",
          page: "/events",
          javascript,
          ms: await repeat(() => rowsOfEvents(browser, options)),
          targetMs: budgets.rowsSlowMs,
        }),
      );
      figures.push(
        slowFigure({
          measure: "form post result visible",
          page: "/musicalGenres/{id}",
          javascript,
          ms: await repeat(() => savedGenre(browser, options)),
        }),
      );
      const checkIn = await repeatCounted(() => checkedIn(browser, options));
      figures.push(
        slowFigure({
          measure: "check-in result visible",
          page: "/events/{id}/door",
          javascript,
          ms: checkIn.ms,
          roundTrips: checkIn.requests,
          // Without JavaScript the post's answer is a redirect to the door again: two round trips at least.
          targetRoundTrips: javascript ? budgets.checkInRoundTrips : null,
        }),
      );
      figures.push(
        slowFigure({
          measure: "door card after a code, first visit",
          page: "/events/{id}/door",
          javascript,
          ms: await repeat(() => doorCardOnFirstVisit(browser, options)),
          targetMs: budgets.doorCardSlowMs,
        }),
      );
      // Without JavaScript there are no scripts to wait for.
      if (javascript) {
        figures.push(
          slowFigure({
            measure: "door scripts loaded, first visit",
            page: "/events/{id}/door",
            javascript,
            ms: await repeat(() => doorScriptsOnFirstVisit(browser, options)),
            targetMs: budgets.doorScriptsSlowMs,
          }),
        );
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/**
 * The door's scan to result (decision 048), with JavaScript and no throttling (the run's upstream latency only): a
 * scanner's code and Enter until the result shows, online (one post) and without network (from the guest list the
 * phone kept). The median of `rounds`, a new reservation each time.
 */
export async function measureScans({ appUrl, sessionCookie, eventId, newReservation, rounds = 3 }) {
  const browser = await chromium.launch(launchOptions);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const scanOnce = async (offline) => {
    const { context, page } = await slowPage(browser, {
      appUrl,
      sessionCookie,
      javascript: true,
      network: unthrottled,
    });
    try {
      const reservation = await newReservation();
      await page.goto(`${appUrl}/events/${eventId}/door`, { waitUntil: "load", timeout: 60_000 });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
      if (offline) {
        // Ready without network: the page kept by the service worker, tonight's list in the phone's storage.
        await page.getByText(/Pronta anche senza rete/).waitFor({ state: "visible", timeout: 60_000 });
        await context.setOffline(true);
      }
      await page.waitForLoadState("networkidle", { timeout: 60_000 });
      const field = page.locator("#door-q");
      await field.fill(reservation.code);
      // Timed inside the page, as staff see it: from the Enter key's event to the result in the page and painted (the
      // frame after it appears), without the test driver's own round trips to the browser.
      await page.evaluate(() => {
        const timing = (window.__scanTiming = {});
        document.addEventListener("keydown", (event) => event.key === "Enter" && (timing.start ??= performance.now()), {
          capture: true,
        });
        new MutationObserver((_, observer) => {
          if (timing.start === undefined || !document.querySelector("[data-outcome]")) return;
          observer.disconnect();
          requestAnimationFrame(() => (timing.end = performance.now()));
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await field.press("Enter", { noWaitAfter: true });
      await page.locator("[data-outcome]").waitFor({ state: "visible", timeout: 60_000 });
      const timed = await page.waitForFunction(
        () => window.__scanTiming.end && window.__scanTiming.end - window.__scanTiming.start,
        { timeout: 60_000 },
      );
      return await timed.jsonValue();
    } finally {
      await context.close();
    }
  };
  try {
    const result = {};
    for (const [name, offline] of [
      ["online", false],
      ["offline", true],
    ]) {
      const values = [];
      for (let i = 0; i < rounds; i++) values.push(await scanOnce(offline));
      result[name] = Math.round(median(values));
    }
    return result;
  } finally {
    await browser.close();
  }
}
