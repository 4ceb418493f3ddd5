#!/usr/bin/env node
// `npm run bench`: speed of the production build against the mock upstream with a fixed latency per call (decisions
// 037, 038 and 043), beside the floor: a bare Remix page on the same stack (bench/floor/), measured
// in the same run and the same way, so the budgets are ratios that move with the machine. Each server on a core of
// its own, the mock and the load generator on another (bench/app.mjs). For the floor, the login page, a list, a
// record form and an event tab, at each concurrency: requests per second (and per core of the server), p50/p95/p99
// latency, upstream calls per request, the critical path of upstream calls, the overhead ratio, the server's CPU
// milliseconds per request and the ratios to the floor; then the same pages' first visit and a form post on emulated
// slow 3G in Chromium. Exits 1 when over budget (bench/figures.mjs `budgets`). `--smoke` runs every page and every
// slow-connection measure once, briefly, with no verdict: it fails only when something breaks (part of `npm test`).
// Options: see `usage` below and bench/README.md.
import fs from "node:fs";
import { decode } from "turbo-stream";
import {
  appCpu,
  doorReservation,
  mockControl,
  restCpu,
  seededIds,
  signIn,
  signInAsBrowser,
  startApp,
  tonightEvent,
} from "./app.mjs";
import {
  budgetFailures,
  budgets,
  figureNames,
  formatLoadTable,
  formatSlowTable,
  medianRows,
  parseOptions,
  withFloorRatios,
} from "./figures.mjs";
import { measurePage } from "./load.mjs";
import { chromiumPath, measureScans, measureSlowConnections, unthrottled } from "./slow.mjs";

const usage = `npm run bench -- [options]
  --latency MS        upstream latency added by the mock to every call (default 50)
  --duration S        seconds of load per page and concurrency (default 5)
  --warmup S          seconds of load per page before measuring (default 5)
  --concurrency LIST  concurrencies, comma-separated (default 1,10,50)
  --samples N         requests one at a time per page for the critical path (default 5)
  --rounds N          passes over every page, its floor and its markup; each figure is the median of its passes
                      (default 3; the warm-up is in the first only)
  --port N            port of the back-office; the mock upstream gets N+1, the floor N+2 (default 3155)
  --json FILE         write the load figures as a JSON array
  --slow-json FILE    write the slow-connection figures as a JSON array
  --slow-rounds N     runs of each slow-connection measure, the median is kept (default 1)
  --skip-slow         leave out the slow-connection measures (no browser needed)
  --slow-only         only the slow-connection measures and the door's scan: no load, no budget verdict
  --no-pin            leave the processes on every core (by default the servers get core 1, the mock upstream
                      and the load generator core 0, with taskset from util-linux)
  --smoke             every page once (0.5 s at concurrency 1, one sample, no warm-up) and every slow-connection
                      measure once, no budget verdict: fails only when a measure throws or a page answers non-2xx`;

let options;
try {
  options = parseOptions(process.argv.slice(2), {
    latency: 50,
    duration: 5,
    warmup: 5,
    concurrency: [1, 10, 50],
    samples: 5,
    rounds: 3,
    port: 3155,
    json: null,
    slowJson: null,
    slowRounds: 1,
    skipSlow: false,
    slowOnly: false,
    noPin: false,
    smoke: false,
    help: false,
  });
  // The smoke run proves the bench still works, quickly; its figures mean nothing.
  if (options.smoke)
    Object.assign(options, { duration: 0.5, warmup: 0, concurrency: [1], samples: 1, rounds: 1, slowRounds: 1 });
} catch (error) {
  console.error(`${error.message}\n\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
if (options.duration <= 0 || options.samples < 1 || !Number.isInteger(options.rounds) || options.rounds < 1) {
  console.error(`--duration must be above 0, --samples at least 1 and --rounds a whole number from 1\n\n${usage}`);
  process.exit(2);
}

if (!options.skipSlow && !fs.existsSync(chromiumPath)) {
  console.error(
    `The slow-connection measures need Debian's Chromium at ${chromiumPath}: run \`node scripts/ensure-chromium.mjs\`, or pass --skip-slow.`,
  );
  process.exit(1);
}

const app = await startApp({
  appPort: options.port,
  mockPort: options.port + 1,
  floorPort: options.port + 2,
  pin: !options.noPin,
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
let exitCode = 0;
try {
  const mock = mockControl(app.mockUrl);
  const session = await signIn(app.url);
  const { genreId, eventId } = await seededIds(app.mockUrl);
  await mock.setLatency(options.latency);

  // Browsers ask for compressed HTML; the signed-in pages are opened as the demo admin, who may open all of them.
  const browserHeaders = {
    accept: "text/html",
    "accept-language": "it-IT,it;q=0.9",
    "accept-encoding": "gzip, deflate, br",
  };
  const floorPage = "floor (bare Remix page)";
  const pages = [
    // The run's floor, first; each page gets a floor of its own measured just before it (below).
    { page: floorPage, path: "/rows", headers: browserHeaders, expectCalls: true, server: app.floor },
    { page: "/login", path: "/login", headers: browserHeaders, expectCalls: false, markup: "login" },
    {
      page: "/events (list)",
      path: "/events",
      headers: { ...browserHeaders, cookie: session },
      expectCalls: true,
      markup: "list",
    },
    {
      page: "/musicalGenres/{id} (record)",
      path: `/musicalGenres/${genreId}`,
      headers: { ...browserHeaders, cookie: session },
      expectCalls: true,
      markup: "record",
    },
    {
      page: "/events/{id}/ticket-releases (tab)",
      path: `/events/${eventId}/ticket-releases`,
      headers: { ...browserHeaders, cookie: session },
      expectCalls: true,
      markup: "tab",
    },
  ];
  // Each budgeted page's own markup, rendered by the floor right after the page (decision 044): React's cost for that
  // much markup alone, with the floor's one upstream call (none for the login page, which makes none) and none of the
  // page's code. Shown, not budgeted.
  const markupCookie = await signInAsBrowser(app.url);
  for (const page of pages.filter((page) => page.markup)) {
    const headers = page.headers.cookie ? { ...browserHeaders, cookie: markupCookie } : browserHeaders;
    // The page's request names itself, so its upstream reads can be told in the mock's log (decision 062).
    const requestId = `markup-${page.markup}`;
    await mock.clearLog();
    const response = await fetch(`${app.url}${page.path}`, { headers: { ...headers, "x-request-id": requestId } });
    if (!response.ok) throw new Error(`${page.path} answered ${response.status} when its markup was read`);
    app.floor.saveMarkup(page.markup, await response.text());
    if (page.expectCalls) {
      // What its markup with its data replays in the floor: those reads, and its routes' loader data (single
      // fetch's `.data` of the page, decoded).
      const calls = (await mock.log())
        .filter((call) => call.requestId === requestId && call.method === "GET")
        .map((call) => `${call.path}${call.query ? `?${call.query}` : ""}`);
      const data = await fetch(`${app.url}${page.path}.data`, { headers });
      if (!data.ok || !data.body) throw new Error(`${page.path}.data answered ${data.status}`);
      const decoded = await decode(data.body);
      await decoded.done;
      app.floor.saveData(page.markup, calls, decoded.value);
    }
  }
  const markupPageOf = (page) => `${page.page}: its markup in the floor`;
  // After the markup, for a page that reads the upstream, the same markup with the page's own calls and loader data
  // (decision 062): what the page's drawing and data cost this stack with none of its code. Shown, not budgeted.
  const markupOf = (page, floorPage) =>
    page.markup
      ? [
          {
            page: markupPageOf(page),
            path: `/markup/${page.markup}${page.expectCalls ? "" : "?bare"}`,
            headers: browserHeaders,
            expectCalls: page.expectCalls,
            server: app.floor,
            floorPage,
          },
          ...(page.expectCalls
            ? [
                {
                  page: `${page.page}: its markup and data in the floor`,
                  path: `/markup/${page.markup}?data`,
                  headers: browserHeaders,
                  expectCalls: true,
                  server: app.floor,
                  floorPage,
                  markupPage: markupPageOf(page),
                },
              ]
            : []),
        ]
      : [];
  console.log(
    `${options.smoke ? "Smoke run (figures meaningless, no verdict) of" : "Benchmark of"} the production build on ${app.url} and the floor on ${app.floor.url}: upstream latency ${options.latency} ms per call, ${options.duration} s per concurrency (${options.concurrency.join(", ")}).`,
  );
  console.log(
    app.pinned
      ? `One back-office server process, then the floor's, on core ${appCpu} (one under load at a time); the mock upstream and the load generator on core ${restCpu}.`
      : `One server process each, not pinned (${app.unpinnedBecause}): they share the ${app.appCores} cores with the mock upstream and the load generator.`,
  );

  // Each page measured against a floor of its own, measured just before it (decision 043): over a run of some minutes
  // this shared machine's speed drifts by a third, enough to turn a verdict against the run's first floor either way.
  // The run's first floor stays, and each page's floor is set against it in the table: the drift up to that page.
  // A smoke run has no verdict and pairs nothing.
  const [runFloor, ...others] = pages;
  // A page's markup in the floor comes right after the page, against the page's floor.
  const pairedPages = options.smoke
    ? pages.flatMap((page) => [page, ...markupOf(page)])
    : [
        runFloor,
        ...others.flatMap((page) => {
          const pairedFloor = `floor beside ${page.page}`;
          return [
            { ...runFloor, page: pairedFloor },
            { ...page, floorPage: pairedFloor, ...(page.markup ? { markupPage: markupPageOf(page) } : {}) },
            ...markupOf(page, pairedFloor),
          ];
        }),
      ];
  // The floor once more at concurrency 1 after the pages: its ratio to the first measure is the machine's drift
  // during the run, shown in the table (not budgeted), so a verdict made on a drifting machine can be read as such.
  const floorAgain = {
    ...runFloor,
    page: "floor again (drift)",
    concurrencies: options.concurrency.filter((concurrency) => concurrency === 1),
  };
  const measuredPages = options.slowOnly
    ? []
    : options.smoke || floorAgain.concurrencies.length === 0
      ? pairedPages
      : [...pairedPages, floorAgain];

  // Each round measures every page again, in the same order; each figure is then the median of its rounds
  // (medianRows): this machine moves by a fifth between two passes of 5 s, which one pass would judge as it fell.
  const roundsOfRows = [];
  for (let round = 1; round <= options.rounds; round++) {
    if (options.rounds > 1 && measuredPages.length > 0) console.log(`Round ${round} of ${options.rounds}:`);
    const rows = [];
    for (const {
      page,
      path,
      headers,
      expectCalls,
      server = app,
      concurrencies = options.concurrency,
      floorPage: pageFloor,
      markupPage,
    } of measuredPages) {
      process.stdout.write(`  ${page} …`);
      // A fresh session per page: the back-office reads a session's rights again once they are a minute old (decision
      // 027), and a load generator never stores the cookie it gets back, so an old one would add GET /users/me to every
      // request measured. A page's run stays within the minute unless --duration is above 15 s.
      const measured = await measurePage({
        page,
        url: `${server.url}${path}`,
        quietUrl: server === app ? `${app.url}/login` : `${server.url}${path}`,
        headers: headers.cookie ? { ...headers, cookie: await signInAsBrowser(app.url) } : headers,
        mock,
        latencyMs: options.latency,
        concurrencies,
        seconds: options.duration,
        // The processes stay up between rounds, warm from the first.
        warmupSeconds: round === 1 ? options.warmup : 0,
        samples: options.samples,
        expectCalls,
        app: server,
      });
      rows.push(
        ...measured.rows.map((row) => ({
          ...row,
          ...(pageFloor ? { floorPage: pageFloor } : {}),
          ...(markupPage ? { markupPage } : {}),
        })),
      );
      const calls = measured.calls.map((call) => call.path).join(", ");
      process.stdout.write(` done${calls ? ` (upstream: ${calls})` : ""}\n`);
    }
    roundsOfRows.push(rows);
  }
  const rows = medianRows(roundsOfRows);
  const report = withFloorRatios(rows, floorPage);
  if (!options.slowOnly) console.log(`\n${formatLoadTable(report)}\n`);
  if (!options.slowOnly && options.rounds > 1)
    console.log(
      `Each figure above is the median of its ${options.rounds} rounds (the critical path the longest seen).\n`,
    );
  if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);

  if (options.slowOnly) console.log("No load measured (--slow-only): no budget verdict.");
  else if (options.smoke) console.log("Smoke: every page answered 200 (no budget verdict in a smoke run).");
  else {
    const budgetedPages = pages.filter((page) => page.expectCalls && page.page !== floorPage).map((page) => page.page);
    const failures = budgetFailures(rows, { budgetedPages, loginPage: "/login" });
    const limit = ({ figure, concurrency, max }) =>
      `${figureNames[figure]} at most ${max}× its markup's at concurrency ${concurrency}`;
    console.log(
      `Budget, as ratios to each page's own markup rendered by the floor in this run (the bare page's ratios are the machine's reference, not budgeted): for the list, record and tab pages a critical path of at most ${budgets.criticalPath}, ${budgets.pages.map(limit).join(", ")}; for the login page ${budgets.login.map(limit).join(", ")}.`,
    );
    for (const concurrency of new Set([...budgets.pages, ...budgets.login].map((limit) => limit.concurrency))) {
      if (!options.concurrency.includes(concurrency))
        console.log(`  (no run at concurrency ${concurrency}: its budgets were not checked)`);
    }
    if (options.latency !== 50)
      console.log(`  (the budgets are set for 50 ms of upstream latency; this run had ${options.latency} ms)`);
    if (!app.pinned)
      console.log("  (the servers were not on a core of their own: requests per core are shared with the bench's)");
    if (app.cpuTicks() === null || app.floor.cpuTicks() === null)
      console.log("  (a server's CPU time could not be read from /proc: the CPU ratios were not checked)");
    if (failures.length > 0) {
      exitCode = 1;
      console.log(`Budget: FAIL\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
    } else console.log("Budget: PASS");
  }

  if (!options.skipSlow) {
    await mock.setLatency(options.latency);
    console.log(
      options.smoke
        ? `\nThe slow-connection measures in Chromium, unthrottled in a smoke run (upstream latency ${options.latency} ms):`
        : `\nSlow 3G in Chromium (400 ms round trip, 400 kbit/s down and up; upstream latency ${options.latency} ms):`,
    );
    // An event of tonight: a door as staff open it, whose page a phone may keep (decision 031).
    const tonight = await tonightEvent(app.mockUrl, eventId);
    const figures = await measureSlowConnections({
      appUrl: app.url,
      sessionCookie: await signIn(app.url),
      genreId,
      eventId,
      newReservation: () => doorReservation(app.mockUrl, eventId),
      doorEventId: tonight,
      newDoorReservation: () => doorReservation(app.mockUrl, tonight),
      rounds: options.slowRounds,
      ...(options.smoke ? { network: unthrottled } : {}),
    });
    // A smoke run's figures are not on slow 3G: shown without a verdict.
    console.log(`${formatSlowTable(options.smoke ? figures.map((figure) => ({ ...figure, met: null })) : figures)}\n`);
    const missed = figures.filter((figure) => figure.met === false);
    const aims = `rows of /events visible within ${budgets.rowsSlowMs} ms, a check-in's result after ${budgets.checkInRoundTrips} request (JavaScript on), on a first visit of the door a code's card within ${budgets.doorCardSlowMs} ms and its scripts loaded within ${budgets.doorScriptsSlowMs} ms`;
    // A smoke run's figures are not on slow 3G: no aim is judged.
    if (!options.smoke)
      console.log(
        missed.length === 0
          ? `Aims: ${aims}: met.`
          : `Aims: ${aims}: NOT met (${missed.map((figure) => `${figure.measure}, JavaScript ${figure.javascript ? "on" : "off"}: ${figure.ms} ms, ${figure.roundTrips ?? "?"} requests`).join("; ")}); reported, not a failure.`,
      );
    if (options.slowJson) fs.writeFileSync(options.slowJson, `${JSON.stringify(figures, null, 2)}\n`);
    // The door's scan to result, unthrottled: the aims are the issue's, reported, not a failure.
    const scans = await measureScans({
      appUrl: app.url,
      sessionCookie: await signIn(app.url),
      eventId: tonight,
      newReservation: () => doorReservation(app.mockUrl, tonight),
      rounds: options.smoke ? 1 : 3,
    });
    console.log(
      `Door scan to result (code and Enter, JavaScript on, unthrottled, upstream latency ${options.latency} ms): online ${scans.online} ms (aim ${budgets.scanOnlineMs} ms), from the kept list offline ${scans.offline} ms (aim ${budgets.scanOfflineMs} ms).`,
    );
  }
  if (options.smoke) console.log("Smoke run: every page and every slow-connection measure ran.");
} catch (error) {
  exitCode = 1;
  console.error(
    `\nThe benchmark failed: ${error instanceof Error ? error.stack : error}\n--- server output ---\n${app.output()}`,
  );
} finally {
  await app.stop();
}
process.exit(exitCode);
