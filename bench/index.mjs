#!/usr/bin/env node
// `npm run bench`: speed of the production build against the mock upstream with a fixed latency per call (issue 5,
// sections 1 and 3; issue 13). One server process on a core of its own, the mock and the load generator on another
// (bench/app.mjs). For the login page, a list, a record form and an event tab, at each concurrency: requests per
// second (and per core of the app), p50/p95/p99 latency, upstream calls per request, the critical path of upstream
// calls, the overhead ratio and the server's CPU milliseconds per request; then the same pages' first visit and a form
// post on emulated slow 3G in Chromium. Exits 1 when over budget (bench/figures.mjs `budgets`). Options: see `usage`
// below and the README's Quality section.
import fs from "node:fs";
import { appCpu, doorReservation, mockControl, restCpu, seededIds, signIn, signInAsBrowser, startApp } from "./app.mjs";
import { budgetFailures, budgets, formatLoadTable, formatSlowTable, parseOptions } from "./figures.mjs";
import { measurePage } from "./load.mjs";
import { chromiumPath, measureSlowConnections } from "./slow.mjs";

const usage = `npm run bench -- [options]
  --latency MS        upstream latency added by the mock to every call (default 50)
  --duration S        seconds of load per page and concurrency (default 5)
  --warmup S          seconds of load per page before measuring (default 1)
  --concurrency LIST  concurrencies, comma-separated (default 1,10,50)
  --samples N         requests one at a time per page for the critical path (default 5)
  --port N            port of the back-office; the mock upstream gets N+1 (default 3155)
  --json FILE         write the load figures as a JSON array
  --slow-json FILE    write the slow-connection figures as a JSON array
  --slow-rounds N     runs of each slow-connection measure, the median is kept (default 1)
  --skip-slow         leave out the slow-connection measures (no browser needed)
  --no-pin            leave the processes on every core (by default the server gets core 1 of its own, the
                      mock upstream and the load generator core 0, with taskset from util-linux)`;

let options;
try {
  options = parseOptions(process.argv.slice(2), {
    latency: 50,
    duration: 5,
    warmup: 1,
    concurrency: [1, 10, 50],
    samples: 5,
    port: 3155,
    json: null,
    slowJson: null,
    slowRounds: 1,
    skipSlow: false,
    noPin: false,
    help: false,
  });
} catch (error) {
  console.error(`${error.message}\n\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
if (options.duration <= 0 || options.samples < 1) {
  console.error(`--duration must be above 0 and --samples at least 1\n\n${usage}`);
  process.exit(2);
}

if (!options.skipSlow && !fs.existsSync(chromiumPath)) {
  console.error(
    `The slow-connection measures need Debian's Chromium at ${chromiumPath}: run \`node scripts/ensure-chromium.mjs\`, or pass --skip-slow.`,
  );
  process.exit(1);
}

const app = await startApp({ appPort: options.port, mockPort: options.port + 1, pin: !options.noPin }).catch(
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
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
  const pages = [
    { page: "/login", path: "/login", headers: browserHeaders, expectCalls: false },
    { page: "/events (list)", path: "/events", headers: { ...browserHeaders, cookie: session }, expectCalls: true },
    {
      page: "/musicalGenres/{id} (record)",
      path: `/musicalGenres/${genreId}`,
      headers: { ...browserHeaders, cookie: session },
      expectCalls: true,
    },
    {
      page: "/events/{id}/ticket-releases (tab)",
      path: `/events/${eventId}/ticket-releases`,
      headers: { ...browserHeaders, cookie: session },
      expectCalls: true,
    },
  ];
  console.log(
    `Benchmark of the production build on ${app.url}: upstream latency ${options.latency} ms per call, ${options.duration} s per concurrency (${options.concurrency.join(", ")}).`,
  );
  console.log(
    app.pinned
      ? `One server process on core ${appCpu} of its own; the mock upstream and the load generator on core ${restCpu}.`
      : `One server process, not pinned (${app.unpinnedBecause}): it shares the ${app.appCores} cores with the mock upstream and the load generator.`,
  );

  const rows = [];
  for (const { page, path, headers, expectCalls } of pages) {
    process.stdout.write(`  ${page} …`);
    // A fresh session per page: the back-office reads a session's rights again once they are a minute old (decision
    // 027), and a load generator never stores the cookie it gets back, so an old one would add GET /users/me to every
    // request measured. A page's run stays within the minute unless --duration is above 15 s.
    const measured = await measurePage({
      page,
      url: `${app.url}${path}`,
      headers: headers.cookie ? { ...headers, cookie: await signInAsBrowser(app.url) } : headers,
      mock,
      latencyMs: options.latency,
      concurrencies: options.concurrency,
      seconds: options.duration,
      warmupSeconds: options.warmup,
      samples: options.samples,
      expectCalls,
      app,
    });
    rows.push(...measured.rows);
    const calls = measured.calls.map((call) => call.path).join(", ");
    process.stdout.write(` done${calls ? ` (upstream: ${calls})` : ""}\n`);
  }
  console.log(`\n${formatLoadTable(rows)}\n`);
  if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(rows, null, 2)}\n`);

  const budgetedPages = pages.filter((page) => page.expectCalls).map((page) => page.page);
  const failures = budgetFailures(rows, { budgetedPages });
  const overheads = budgets.overhead.map(({ concurrency, max }) => `${max} at concurrency ${concurrency}`).join(", ");
  const cpuPages = Object.entries(budgets.cpuMs.pages).map(([page, ms]) => `${ms} ms for ${page}`);
  console.log(
    `Budget: critical path at most ${budgets.criticalPath} for the list, record and tab pages; overhead (p50 / (critical path × latency)) at most ${overheads}; CPU per request at concurrency ${budgets.cpuMs.concurrency} at most ${budgets.cpuMs.default} ms for the list, record and tab pages, ${cpuPages.join(", ")}.`,
  );
  for (const concurrency of new Set([
    ...budgets.overhead.map((limit) => limit.concurrency),
    budgets.cpuMs.concurrency,
  ])) {
    if (!options.concurrency.includes(concurrency))
      console.log(`  (no run at concurrency ${concurrency}: its budgets were not checked)`);
  }
  if (!app.pinned)
    console.log("  (the server was not on a core of its own: the overhead budget at concurrency 10 assumes it is)");
  if (rows.some((row) => row.cpuMs === null))
    console.log("  (the server's CPU time could not be read from /proc: the CPU budget was not checked)");
  if (failures.length > 0) {
    exitCode = 1;
    console.log(`Budget: FAIL\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
  } else console.log("Budget: PASS");

  if (!options.skipSlow) {
    await mock.setLatency(options.latency);
    console.log(
      `\nSlow 3G in Chromium (400 ms round trip, 400 kbit/s down and up; upstream latency ${options.latency} ms):`,
    );
    const figures = await measureSlowConnections({
      appUrl: app.url,
      sessionCookie: await signIn(app.url),
      genreId,
      eventId,
      newReservation: () => doorReservation(app.mockUrl, eventId),
      rounds: options.slowRounds,
    });
    console.log(`${formatSlowTable(figures)}\n`);
    const missed = figures.filter((figure) => figure.met === false);
    const aims = `rows of /events visible within ${budgets.rowsSlowMs} ms, a check-in's result after ${budgets.checkInRoundTrips} request (JavaScript on)`;
    console.log(
      missed.length === 0
        ? `Aims: ${aims}: met.`
        : `Aims: ${aims}: NOT met (${missed.map((figure) => `${figure.measure}, JavaScript ${figure.javascript ? "on" : "off"}: ${figure.ms} ms, ${figure.roundTrips ?? "?"} requests`).join("; ")}); reported, not a failure.`,
    );
    if (options.slowJson) fs.writeFileSync(options.slowJson, `${JSON.stringify(figures, null, 2)}\n`);
  }
} catch (error) {
  exitCode = 1;
  console.error(
    `\nThe benchmark failed: ${error instanceof Error ? error.stack : error}\n--- server output ---\n${app.output()}`,
  );
} finally {
  await app.stop();
}
process.exit(exitCode);
