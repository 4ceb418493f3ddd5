// The pure arithmetic of `npm run bench`: percentiles, the critical path of a page's upstream calls, the overhead
// ratio, CPU per request, the ratios to the floor, the budgets and the printed table. No I/O here, so every figure the
// benchmark reports is unit-tested (tests/bench-figures.test.ts); bench/index.mjs measures, this file computes.

/**
 * The budgets (decision 053): ratios to each page's own markup rendered by the floor in the same run (decision 044),
 * React's cost for what the page draws with none of the page's code, since that is the physical floor of this stack for
 * the spec's screens. For the list, record and tab pages (`pages`): CPU per request at most 1.3× their markup's at
 * concurrency 1 and 10, p50 at most 1.1× at concurrency 1; for the login page (`login`) CPU at most 1.3× its markup's;
 * and one upstream round trip on the way to a page. The bare page (the floor's `/rows`) stays in every run as the
 * machine's reference: its ratios are printed, not budgeted. `figure` is a key of a row of figures.
 */
export const budgets = {
  criticalPath: 1,
  pages: [
    { figure: "cpuMs", concurrency: 1, max: 1.3 },
    { figure: "cpuMs", concurrency: 10, max: 1.3 },
    { figure: "p50", concurrency: 1, max: 1.1 },
  ],
  login: [{ figure: "cpuMs", concurrency: 1, max: 1.3 }],
  rowsSlowMs: 2500,
  // A first visit of the door on slow 3G: a code typed with Enter shows the guest's card within 3 s of the navigation,
  // whether or not the scripts have arrived, and the page's scripts have all loaded within 5 s.
  doorCardSlowMs: 3000,
  doorScriptsSlowMs: 5000,
  // A check-in at the door with JavaScript: its result shows from the post's own answer, one round trip,
  // with no other request before it is visible.
  checkInRoundTrips: 1,
  // The door's scan to result (decision 048): online at the bench's upstream latency, and from the kept list offline.
  scanOnlineMs: 300,
  scanOfflineMs: 50,
};

/** What each budgeted figure is called in the report. */
export const figureNames = { cpuMs: "CPU per request", p50: "p50" };

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

function round(value, digits = 1) {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** `value` as a multiple of the floor's, to two decimals; null when either is missing or the floor's is not above 0. */
export function ratioToFloor(value, floorValue) {
  if (value === null || value === undefined || floorValue === null || floorValue === undefined) return null;
  if (!(floorValue > 0)) return null;
  return round(value / floorValue, 2);
}

/**
 * The floor's row a row is measured against: its own floor's (`floorPage` on the row, measured just before it, decision
 * 043), else the run's floor's, at the same concurrency; undefined when that floor has no row there.
 */
function floorRowOf(rows, row, floorPage) {
  const floor = row.floorPage ?? floorPage;
  return rows.find((candidate) => candidate.page === floor && candidate.concurrency === row.concurrency);
}

/** The row of a page's own markup in the floor (`markupPage` on the row) at the same concurrency, if measured. */
function markupRowOf(rows, row) {
  if (!row.markupPage) return undefined;
  return rows.find((candidate) => candidate.page === row.markupPage && candidate.concurrency === row.concurrency);
}

/**
 * The rows with their CPU, p50 and requests per second per core as multiples of their floor's row at the same
 * concurrency (`cpuVsFloor`, `p50VsFloor`, `rpsPerCoreVsFloor`); null where the floor has no row at that concurrency.
 * A floor measured beside a page is itself set against the run's first floor: the machine's drift up to that page.
 * A page with its markup measured (`markupPage`) also gets its CPU and p50 as multiples of its markup's (`cpuVsMarkup`,
 * `p50VsMarkup`), what the budgets judge.
 */
export function withFloorRatios(rows, floorPage) {
  return rows.map((row) => {
    const floor = floorRowOf(rows, row, floorPage);
    const markup = markupRowOf(rows, row);
    return {
      ...row,
      cpuVsFloor: ratioToFloor(row.cpuMs, floor?.cpuMs),
      p50VsFloor: ratioToFloor(row.p50, floor?.p50),
      rpsPerCoreVsFloor: ratioToFloor(row.rpsPerCore, floor?.rpsPerCore),
      ...(row.markupPage
        ? { cpuVsMarkup: ratioToFloor(row.cpuMs, markup?.cpuMs), p50VsMarkup: ratioToFloor(row.p50, markup?.p50) }
        : {}),
    };
  });
}

/**
 * One row per page and concurrency from several rounds of the same measures (`--rounds`): each figure the median of
 * its rounds (the middle one, or the mean of the two middle ones), the critical path the longest seen, and `rounds`
 * the number of rounds that measured it. A figure missing in a round (no CPU time, no answers) is left out of its
 * median; missing in every round, it stays null. One machine hiccup in a round of three then moves no verdict.
 */
export function medianRows(rounds) {
  const groups = new Map();
  for (const rows of rounds) {
    for (const row of rows) {
      const key = `${row.page}\u0000${row.concurrency}`;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(row);
    }
  }
  return [...groups.values()].map((rows) => {
    const merged = { ...rows[0], rounds: rows.length };
    for (const [field, value] of Object.entries(rows[0])) {
      if (field === "concurrency" || field === "upstreamLatencyMs" || typeof value === "string") continue;
      const values = rows.map((row) => row[field]).filter((figure) => typeof figure === "number");
      if (field === "criticalPath") merged[field] = values.length > 0 ? Math.max(...values) : null;
      else merged[field] = median(values);
    }
    return merged;
  });
}

function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : round((sorted[middle - 1] + sorted[middle]) / 2, 2);
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

const show = (value) => (value === null || value === undefined ? "n.a." : String(value));

/**
 * What is over budget, each as a sentence for the report: the critical path of the budgeted pages (not the login page,
 * which calls no upstream), then each ratio to the page's own markup in the floor (`markupPage` on the row) at the same
 * concurrency, `limits.pages` for the budgeted pages and `limits.login` for `loginPage`. A CPU time that could not be
 * read (no /proc) is not checked; a budgeted page without its markup measured fails, as does a figure missing for want
 * of answers, here or in the markup's row; a concurrency the run did not measure is not checked (the report says which
 * were not run).
 */
export function budgetFailures(rows, { budgetedPages, loginPage = "/login", limits = budgets }) {
  const failures = [];
  const checked = new Set();
  for (const row of rows) {
    const budgeted = budgetedPages.includes(row.page);
    if (budgeted && !checked.has(row.page)) {
      checked.add(row.page);
      if (!(row.criticalPath <= limits.criticalPath))
        failures.push(`${row.page}: critical path ${row.criticalPath} > ${limits.criticalPath}`);
    }
    const ratioLimits = budgeted ? limits.pages : row.page === loginPage ? limits.login : [];
    if (ratioLimits.length === 0) continue;
    const markup = markupRowOf(rows, row);
    for (const { figure, concurrency, max } of ratioLimits) {
      if (row.concurrency !== concurrency) continue;
      const name = `${figureNames[figure]} at concurrency ${concurrency}`;
      if (!markup) {
        failures.push(`${row.page}: ${name} has no markup measured beside it`);
        continue;
      }
      const [value, markupValue] = [row[figure], markup[figure]];
      const ratio = ratioToFloor(value, markupValue);
      if (ratio === null) {
        if (figure === "cpuMs" && (value === null || markupValue === null)) continue;
        failures.push(`${row.page}: ${name} n.a. (${show(value)} against its markup's ${show(markupValue)})`);
      } else if (ratio > max) {
        failures.push(`${row.page}: ${name} ${ratio}× its markup's > ${max}× (${value} against ${markupValue})`);
      }
    }
  }
  return failures;
}

/** Rows of text cells as an aligned plain-text table: text left, numbers right. */
function textTable(header, rows) {
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

/** The load figures as printed: one line per page and concurrency, with the ratios to the floor when given. */
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
      "CPU ×floor",
      "p50 ×floor",
      "req/s/core ×floor",
      "CPU ×markup",
      "p50 ×markup",
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
      row.cpuVsFloor ?? null,
      row.p50VsFloor ?? null,
      row.rpsPerCoreVsFloor ?? null,
      row.cpuVsMarkup ?? null,
      row.p50VsMarkup ?? null,
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
