// The pure arithmetic of `npm run bench`: percentiles, the critical path of a page's upstream calls, the overhead
// ratio, CPU per request, the budgets and the printed table. No I/O here, so every figure the benchmark reports is unit-tested
// (tests/bench-figures.test.ts); bench/index.mjs measures, this file computes.

/**
 * The budgets (issues 5 and 13): one upstream round trip on the way to a page; little more than that round trip at
 * concurrency 1 and 10 (the app on a core of its own); and the app's CPU per request at concurrency 1, by page (the
 * login page, which calls no upstream, has its own), for the others `default`.
 */
export const budgets = {
  criticalPath: 1,
  overhead: [
    { concurrency: 1, max: 1.15 },
    { concurrency: 10, max: 1.5 },
  ],
  cpuMs: { concurrency: 1, default: 8, pages: { "/login": 3 } },
  rowsSlowMs: 2500,
  // A check-in at the door with JavaScript (issue 15): its result shows from the post's own answer, one round trip,
  // with no other request before it is visible.
  checkInRoundTrips: 1,
};

/**
 * The p-th percentile (0 < p <= 100) by the nearest-rank method: the smallest value with at least p % of the values
 * at or below it. Null for no values.
 */
export function percentile(values, p) {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
}

/**
 * The longest chain of calls that waited for each other: calls `[startMs, endMs]` where each one started at or after
 * the previous one ended. Calls that overlap ran in parallel and count once. A call without an end (never answered)
 * is left out.
 */
export function criticalPath(calls) {
  const done = calls
    .filter((call) => Number.isFinite(call.startMs) && Number.isFinite(call.endMs))
    .sort((a, b) => a.endMs - b.endMs);
  const chain = [];
  for (let i = 0; i < done.length; i++) {
    let longest = 0;
    for (let j = 0; j < i; j++) if (done[j].endMs <= done[i].startMs) longest = Math.max(longest, chain[j]);
    chain.push(longest + 1);
  }
  return chain.reduce((max, length) => Math.max(max, length), 0);
}

/** The upstream log's calls grouped by the `requestId` the app forwarded: `Map<requestId, calls>`. */
export function callsByRequest(log) {
  const groups = new Map();
  for (const entry of log) {
    if (!entry.requestId) continue;
    if (!groups.has(entry.requestId)) groups.set(entry.requestId, []);
    groups.get(entry.requestId).push(entry);
  }
  return groups;
}

/**
 * How much slower a page is than the upstream round trips it cannot avoid: p50 / (critical path × upstream latency).
 * Null when the page waits on no upstream call (the login page) or the upstream has no added latency.
 */
export function overhead(p50, criticalPathLength, upstreamLatencyMs) {
  if (p50 === null || !(criticalPathLength > 0) || !(upstreamLatencyMs > 0)) return null;
  return round(p50 / (criticalPathLength * upstreamLatencyMs), 2);
}

/**
 * The CPU time a process has used, in clock ticks: user plus system time, fields 14 and 15 of `/proc/<pid>/stat`.
 * The command name (field 2, in parentheses) may hold spaces and parentheses, so the fields are counted after its end.
 */
export function cpuTicksOfStat(stat) {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return ticks;
}

/** CPU milliseconds per answered request: a process's CPU ticks over a run ÷ ticks per second (CLK_TCK) ÷ answers. */
export function cpuMsPerRequest(ticks, ticksPerSecond, requests) {
  if (ticks === null || ticks === undefined || !(ticksPerSecond > 0) || !(requests > 0)) return null;
  return round((ticks * 1000) / ticksPerSecond / requests, 2);
}

/** Requests per second for each core the app had (one when it is pinned to a core of its own). */
export function rpsPerCore(rps, cores) {
  if (rps === null || !(cores > 0)) return null;
  return round(rps / cores, 1);
}

export function round(value, digits = 1) {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * One row of the report, with the keys of `--json`. Latencies in ms. `cpuTicks` is the app process's CPU over the run
 * (null when it could not be read), `appCores` the cores it had.
 */
export function figureRow({
  page,
  concurrency,
  latencies,
  seconds,
  upstreamCalls,
  requests,
  criticalPath: path,
  upstreamLatencyMs,
  cpuTicks = null,
  ticksPerSecond = 100,
  appCores = 1,
}) {
  const p50 = percentile(latencies, 50);
  const rps = round(latencies.length / seconds, 1);
  return {
    page,
    concurrency,
    rps,
    p50: round(p50, 1),
    p95: round(percentile(latencies, 95), 1),
    p99: round(percentile(latencies, 99), 1),
    upstreamCalls: requests > 0 ? round(upstreamCalls / requests, 2) : null,
    criticalPath: path,
    upstreamLatencyMs,
    overhead: overhead(p50, path, upstreamLatencyMs),
    cpuMs: cpuMsPerRequest(cpuTicks, ticksPerSecond, latencies.length),
    rpsPerCore: rpsPerCore(rps, appCores),
  };
}

/**
 * What is over budget: the critical path of the pages that have that budget (not the login page, which calls no
 * upstream), their overhead at each budgeted concurrency, and the CPU per request of every budgeted page and of the
 * pages with a CPU budget of their own. A CPU figure that could not be read (no /proc) is not checked. Each failure is
 * a sentence for the report.
 */
export function budgetFailures(rows, { budgetedPages, limits = budgets }) {
  const failures = [];
  const checked = new Set();
  const cpuLimit = (page) =>
    limits.cpuMs.pages[page] ?? (budgetedPages.includes(page) ? limits.cpuMs.default : undefined);
  for (const row of rows) {
    if (budgetedPages.includes(row.page) && !checked.has(row.page)) {
      checked.add(row.page);
      if (!(row.criticalPath <= limits.criticalPath))
        failures.push(`${row.page}: critical path ${row.criticalPath} > ${limits.criticalPath}`);
    }
    for (const { concurrency, max } of limits.overhead) {
      if (
        budgetedPages.includes(row.page) &&
        row.concurrency === concurrency &&
        (row.overhead === null || row.overhead > max)
      ) {
        failures.push(
          `${row.page}: overhead ${row.overhead ?? "n.a. (no answer measured)"} > ${max} at concurrency ${row.concurrency}`,
        );
      }
    }
    const cpu = cpuLimit(row.page);
    if (
      cpu !== undefined &&
      row.concurrency === limits.cpuMs.concurrency &&
      row.cpuMs !== null &&
      row.cpuMs !== undefined &&
      row.cpuMs > cpu
    ) {
      failures.push(`${row.page}: ${row.cpuMs} ms of CPU per request > ${cpu} at concurrency ${row.concurrency}`);
    }
  }
  return failures;
}

const show = (value) => (value === null || value === undefined ? "n.a." : String(value));

/** Rows of text cells as an aligned plain-text table: text left, numbers right. */
export function textTable(header, rows) {
  const cells = [header, ...rows.map((row) => row.map(show))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const numeric = header.map(
    (_, column) => rows.length > 0 && rows.every((row) => row[column] === null || typeof row[column] === "number"),
  );
  const line = (row) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join("  ")
      .trimEnd();
  return [line(cells[0]), widths.map((width) => "-".repeat(width)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

/** The load figures as printed: one line per page and concurrency. */
export function formatLoadTable(rows) {
  return textTable(
    [
      "page",
      "conc.",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "upstream calls",
      "critical path",
      "latency ms",
      "overhead",
      "CPU ms/req",
      "req/s/core",
    ],
    rows.map((row) => [
      row.page,
      row.concurrency,
      row.rps,
      row.p50,
      row.p95,
      row.p99,
      row.upstreamCalls,
      row.criticalPath,
      row.upstreamLatencyMs,
      row.overhead,
      row.cpuMs,
      row.rpsPerCore,
    ]),
  );
}

/**
 * A slow-connection figure: what was awaited, with JavaScript on or off, how long it took, how many requests the page
 * made meanwhile (when counted), and its aim, if any: at most `targetMs`, or at most `targetRoundTrips` requests.
 */
export function slowFigure({
  measure,
  page,
  javascript,
  ms,
  targetMs = null,
  roundTrips = null,
  targetRoundTrips = null,
}) {
  const met =
    targetMs !== null
      ? ms <= targetMs
      : targetRoundTrips !== null
        ? roundTrips !== null && roundTrips <= targetRoundTrips
        : null;
  return { measure, page, javascript, ms: round(ms, 0), targetMs, roundTrips, targetRoundTrips, met };
}

export function formatSlowTable(figures) {
  return textTable(
    ["measure", "page", "JavaScript", "ms", "requests", "aim", "met"],
    figures.map((figure) => [
      figure.measure,
      figure.page,
      figure.javascript ? "on" : "off",
      figure.ms,
      figure.roundTrips,
      figure.targetMs !== null
        ? `${figure.targetMs} ms`
        : figure.targetRoundTrips !== null
          ? `${figure.targetRoundTrips} request`
          : null,
      figure.met === null ? null : figure.met ? "yes" : "NO",
    ]),
  );
}

/** `--name value` options with defaults; numbers are checked. Unknown options are an error, so typos do not pass. */
export function parseOptions(argv, defaults) {
  const options = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const match = /^--([a-z][a-z-]*)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unexpected argument "${arg}"`);
    const key = match[1].replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
    if (!Object.hasOwn(defaults, key)) throw new Error(`unknown option --${match[1]}`);
    if (typeof defaults[key] === "boolean") {
      options[key] = match[2] === undefined ? true : match[2] !== "false";
      continue;
    }
    const raw = match[2] ?? argv[++i];
    if (raw === undefined) throw new Error(`--${match[1]} needs a value`);
    if (typeof defaults[key] === "number") {
      const value = Number(raw);
      if (!Number.isFinite(value) || value < 0)
        throw new Error(`--${match[1]} must be a non-negative number, got "${raw}"`);
      options[key] = value;
    } else if (Array.isArray(defaults[key])) {
      const values = raw.split(",").map(Number);
      if (values.some((value) => !Number.isInteger(value) || value < 1))
        throw new Error(`--${match[1]} must be positive integers separated by commas, got "${raw}"`);
      options[key] = values;
    } else options[key] = raw;
  }
  return options;
}
