// The pure arithmetic of `npm run bench`: percentiles, the critical path of a page's upstream calls, the overhead
// ratio, the budgets and the printed table. No I/O here, so every figure the benchmark reports is unit-tested
// (tests/bench-figures.test.ts); bench/index.mjs measures, this file computes.

/** The budgets of issue 5: one upstream round trip on the way to a page, and little more than that at concurrency 10. */
export const budgets = { criticalPath: 1, overhead: 1.3, overheadConcurrency: 10, rowsSlowMs: 2500 };

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
  const done = calls.filter((call) => Number.isFinite(call.startMs) && Number.isFinite(call.endMs)).sort((a, b) => a.endMs - b.endMs);
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

export function round(value, digits = 1) {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** One row of the report, with the keys of `--json`. Latencies in ms. */
export function figureRow({ page, concurrency, latencies, seconds, upstreamCalls, requests, criticalPath: path, upstreamLatencyMs }) {
  const p50 = percentile(latencies, 50);
  return {
    page,
    concurrency,
    rps: round(latencies.length / seconds, 1),
    p50: round(p50, 1),
    p95: round(percentile(latencies, 95), 1),
    p99: round(percentile(latencies, 99), 1),
    upstreamCalls: requests > 0 ? round(upstreamCalls / requests, 2) : null,
    criticalPath: path,
    upstreamLatencyMs,
    overhead: overhead(p50, path, upstreamLatencyMs),
  };
}

/**
 * What is over budget: the critical path of the pages that have that budget (not the login page, which calls no
 * upstream), and the overhead at the budget's concurrency. Each failure is a sentence for the report.
 */
export function budgetFailures(rows, { budgetedPages, limits = budgets }) {
  const failures = [];
  const checked = new Set();
  for (const row of rows) {
    if (budgetedPages.includes(row.page) && !checked.has(row.page)) {
      checked.add(row.page);
      if (!(row.criticalPath <= limits.criticalPath)) failures.push(`${row.page}: critical path ${row.criticalPath} > ${limits.criticalPath}`);
    }
    if (budgetedPages.includes(row.page) && row.concurrency === limits.overheadConcurrency && (row.overhead === null || row.overhead > limits.overhead)) {
      failures.push(`${row.page}: overhead ${row.overhead ?? "n.a. (no answer measured)"} > ${limits.overhead} at concurrency ${row.concurrency}`);
    }
  }
  return failures;
}

const show = (value) => (value === null || value === undefined ? "n.a." : String(value));

/** Rows of text cells as an aligned plain-text table: text left, numbers right. */
export function textTable(header, rows) {
  const cells = [header, ...rows.map((row) => row.map(show))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const numeric = header.map((_, column) => rows.length > 0 && rows.every((row) => row[column] === null || typeof row[column] === "number"));
  const line = (row) => row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join("  ").trimEnd();
  return [line(cells[0]), widths.map((width) => "-".repeat(width)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

/** The load figures as printed: one line per page and concurrency. */
export function formatLoadTable(rows) {
  return textTable(
    ["page", "conc.", "req/s", "p50 ms", "p95 ms", "p99 ms", "upstream calls", "critical path", "latency ms", "overhead"],
    rows.map((row) => [row.page, row.concurrency, row.rps, row.p50, row.p95, row.p99, row.upstreamCalls, row.criticalPath, row.upstreamLatencyMs, row.overhead]),
  );
}

/** A slow-connection figure: what was awaited, with JavaScript on or off, how long it took and the aim, if any. */
export function slowFigure({ measure, page, javascript, ms, targetMs = null }) {
  return { measure, page, javascript, ms: round(ms, 0), targetMs, met: targetMs === null ? null : ms <= targetMs };
}

export function formatSlowTable(figures) {
  return textTable(
    ["measure", "page", "JavaScript", "ms", "aim ms", "met"],
    figures.map((figure) => [figure.measure, figure.page, figure.javascript ? "on" : "off", figure.ms, figure.targetMs, figure.met === null ? null : figure.met ? "yes" : "NO"]),
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
      if (!Number.isFinite(value) || value < 0) throw new Error(`--${match[1]} must be a non-negative number, got "${raw}"`);
      options[key] = value;
    } else if (Array.isArray(defaults[key])) {
      const values = raw.split(",").map(Number);
      if (values.some((value) => !Number.isInteger(value) || value < 1)) throw new Error(`--${match[1]} must be positive integers separated by commas, got "${raw}"`);
      options[key] = values;
    } else options[key] = raw;
  }
  return options;
}
