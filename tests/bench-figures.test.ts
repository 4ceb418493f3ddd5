// The arithmetic behind `npm run bench` (bench/figures.mjs): percentiles, critical path, overhead, ratios to the floor,
// budgets, output.
import { describe, expect, it } from "vitest";
import {
  budgetFailures,
  budgets,
  callsByRequest,
  cpuMsPerRequest,
  cpuTicksOfStat,
  criticalPath,
  figureRow,
  formatLoadTable,
  formatSlowTable,
  medianRows,
  overhead,
  parseOptions,
  percentile,
  ratioToFloor,
  rpsPerCore,
  slowFigure,
  withFloorRatios,
  type FigureRow,
} from "../bench/figures.mjs";

describe("percentile", () => {
  it("takes the nearest rank, whatever the order of the values", () => {
    const values = [15, 20, 35, 40, 50].reverse();
    expect(percentile(values, 50)).toBe(35);
    expect(percentile(values, 30)).toBe(20);
    expect(percentile(values, 40)).toBe(20);
    expect(percentile(values, 100)).toBe(50);
    expect(percentile(values, 1)).toBe(15);
  });

  it("reads p95 and p99 from the tail of a hundred values", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it("answers null for no values and refuses a percentile out of range", () => {
    expect(percentile([], 50)).toBeNull();
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe("critical path", () => {
  const call = (startMs: number, endMs: number) => ({ startMs, endMs });

  it("counts calls made at the same time once", () => {
    expect(criticalPath([call(0, 50), call(1, 51), call(2, 53)])).toBe(1);
  });

  it("counts a call that started after another ended as waiting for it", () => {
    expect(criticalPath([call(0, 50), call(50, 100)])).toBe(2);
    expect(criticalPath([call(0, 50), call(55, 105), call(110, 160)])).toBe(3);
  });

  it("follows the longest chain through calls in parallel", () => {
    // The event and the tab's list in parallel, then the options that needed the list, then one more.
    const calls = [call(0, 50), call(0, 52), call(53, 103), call(60, 70), call(104, 150)];
    expect(criticalPath(calls)).toBe(3);
  });

  it("is 0 for no calls and leaves out a call that never ended", () => {
    expect(criticalPath([])).toBe(0);
    expect(criticalPath([{ startMs: 0 }, call(10, 60)])).toBe(1);
  });

  it("groups the mock's log by the forwarded request id, leaving out calls without one", () => {
    const log = [
      { requestId: "a", startMs: 0, endMs: 50 },
      { requestId: "b", startMs: 0, endMs: 50 },
      { startMs: 0, endMs: 50 },
      { requestId: "a", startMs: 60, endMs: 110 },
    ];
    const groups = callsByRequest(log);
    expect([...groups.keys()]).toEqual(["a", "b"]);
    expect(criticalPath(groups.get("a")!)).toBe(2);
    expect(groups.get("b")).toHaveLength(1);
  });
});

describe("overhead", () => {
  it("divides the median by the unavoidable upstream wait", () => {
    expect(overhead(60, 1, 50)).toBe(1.2);
    expect(overhead(130, 2, 50)).toBe(1.3);
    expect(overhead(57.777, 1, 50)).toBe(1.16);
  });

  it("is null for a page without upstream calls, no latency or no answers", () => {
    expect(overhead(12, 0, 50)).toBeNull();
    expect(overhead(12, 1, 0)).toBeNull();
    expect(overhead(null, 1, 50)).toBeNull();
  });
});

describe("CPU per request and requests per core", () => {
  it("reads a process's user and system ticks from /proc/<pid>/stat, whatever its command name holds", () => {
    const stat =
      "4242 (node server) (x)) S 1 4242 4242 0 -1 4194560 9000 0 0 0 1234 56 0 0 20 0 11 0 7000 1000000 20000";
    expect(cpuTicksOfStat(stat)).toBe(1290);
    expect(() => cpuTicksOfStat("not a stat line")).toThrow("/proc");
  });

  it("divides the ticks of a run by the ticks per second and the answers, in milliseconds", () => {
    // 150 ticks of 10 ms over 200 answers: 7.5 ms each.
    expect(cpuMsPerRequest(150, 100, 200)).toBe(7.5);
    expect(cpuMsPerRequest(1, 100, 3)).toBe(3.33);
    expect(cpuMsPerRequest(2000, 1000, 250)).toBe(8);
  });

  it("is null without a CPU reading or without answers", () => {
    expect(cpuMsPerRequest(null, 100, 10)).toBeNull();
    expect(cpuMsPerRequest(10, 100, 0)).toBeNull();
    expect(cpuMsPerRequest(10, 0, 10)).toBeNull();
  });

  it("shares the requests per second among the app's cores", () => {
    expect(rpsPerCore(120.4, 1)).toBe(120.4);
    expect(rpsPerCore(120, 2)).toBe(60);
    expect(rpsPerCore(100, 3)).toBe(33.3);
    expect(rpsPerCore(null, 1)).toBeNull();
    expect(rpsPerCore(10, 0)).toBeNull();
  });
});

describe("a row of figures", () => {
  it("has the keys of --json, rounded", () => {
    const latencies = Array.from({ length: 100 }, (_, i) => 50 + i / 3);
    const row = figureRow({
      page: "/events (list)",
      concurrency: 10,
      latencies,
      seconds: 2,
      upstreamCalls: 301,
      requests: 100,
      criticalPath: 1,
      upstreamLatencyMs: 50,
    });
    expect(row).toEqual({
      page: "/events (list)",
      concurrency: 10,
      rps: 50,
      p50: 66.3,
      p95: 81.3,
      p99: 82.7,
      upstreamCalls: 3.01,
      criticalPath: 1,
      upstreamLatencyMs: 50,
      overhead: 1.33,
      cpuMs: null,
      rpsPerCore: 50,
    });
    expect(Object.keys(row)).toEqual([
      "page",
      "concurrency",
      "rps",
      "p50",
      "p95",
      "p99",
      "upstreamCalls",
      "criticalPath",
      "upstreamLatencyMs",
      "overhead",
      "cpuMs",
      "rpsPerCore",
    ]);
  });

  it("adds the server's CPU per answered request and the requests per second per core", () => {
    const latencies = Array.from({ length: 40 }, () => 60);
    const row = figureRow({
      page: "tab",
      concurrency: 1,
      latencies,
      seconds: 2,
      upstreamCalls: 40,
      requests: 40,
      criticalPath: 1,
      upstreamLatencyMs: 50,
      cpuTicks: 30,
      ticksPerSecond: 100,
      appCores: 1,
    });
    expect(row.cpuMs).toBe(7.5);
    expect(row.rps).toBe(20);
    expect(row.rpsPerCore).toBe(20);
    expect(
      figureRow({
        page: "tab",
        concurrency: 1,
        latencies,
        seconds: 2,
        upstreamCalls: 40,
        requests: 40,
        criticalPath: 1,
        upstreamLatencyMs: 50,
        appCores: 2,
      }).rpsPerCore,
    ).toBe(10);
  });

  it("shows n.a. for the login page's overhead, also in JSON as null", () => {
    const row = figureRow({
      page: "/login",
      concurrency: 1,
      latencies: [4, 5, 6],
      seconds: 1,
      upstreamCalls: 0,
      requests: 3,
      criticalPath: 0,
      upstreamLatencyMs: 50,
    });
    expect(row.overhead).toBeNull();
    expect(row.upstreamCalls).toBe(0);
    expect(JSON.parse(JSON.stringify([row]))[0].overhead).toBeNull();
  });
});

describe("ratios to the floor", () => {
  const row = (
    page: string,
    concurrency: number,
    cpuMs: number | null,
    p50: number | null,
    rpsPerCore: number | null,
  ) =>
    ({
      page,
      concurrency,
      rps: rpsPerCore,
      p50,
      p95: p50,
      p99: p50,
      upstreamCalls: 1,
      criticalPath: 1,
      upstreamLatencyMs: 50,
      overhead: null,
      cpuMs,
      rpsPerCore,
    }) satisfies FigureRow;

  it("divides a figure by the floor's, to two decimals", () => {
    expect(ratioToFloor(18.6, 12.4)).toBe(1.5);
    expect(ratioToFloor(35.3, 12.4)).toBe(2.85);
    expect(ratioToFloor(5, 12.5)).toBe(0.4);
    expect(ratioToFloor(12.4, 12.4)).toBe(1);
  });

  it("is null without either figure or with a floor of 0", () => {
    expect(ratioToFloor(null, 12)).toBeNull();
    expect(ratioToFloor(12, null)).toBeNull();
    expect(ratioToFloor(12, undefined)).toBeNull();
    expect(ratioToFloor(12, 0)).toBeNull();
  });

  it("sets each row beside the floor's row at the same concurrency, the floor itself at 1", () => {
    const rows = [
      row("floor", 1, 10, 60, 16),
      row("floor", 10, 12, 120, 80),
      row("list", 1, 25, 66, 6),
      row("list", 10, 30, 300, 40),
      row("list", 50, 31, 900, 38),
    ];
    const ratios = withFloorRatios(rows, "floor").map((r) => [
      r.page,
      r.concurrency,
      r.cpuVsFloor,
      r.p50VsFloor,
      r.rpsPerCoreVsFloor,
    ]);
    expect(ratios).toEqual([
      ["floor", 1, 1, 1, 1],
      ["floor", 10, 1, 1, 1],
      ["list", 1, 2.5, 1.1, 0.38],
      ["list", 10, 2.5, 2.5, 0.5],
      // No floor at concurrency 50: nothing to compare with.
      ["list", 50, null, null, null],
    ]);
    // The figures themselves are kept as they were.
    expect(withFloorRatios(rows, "floor")[2]).toMatchObject(rows[2]);
  });

  it("sets a page beside the floor measured just before it, and that floor beside the run's first", () => {
    const rows = [
      row("floor", 1, 10, 60, 16),
      row("floor beside list", 1, 15, 66, 12),
      { ...row("list", 1, 30, 72.6, 6), floorPage: "floor beside list" },
    ];
    const ratios = withFloorRatios(rows, "floor").map((r) => [r.page, r.cpuVsFloor, r.p50VsFloor, r.rpsPerCoreVsFloor]);
    expect(ratios).toEqual([
      ["floor", 1, 1, 1],
      // The machine ran a half slower when the list's floor was measured: the drift up to the list.
      ["floor beside list", 1.5, 1.1, 0.75],
      ["list", 2, 1.1, 0.5],
    ]);
  });
});

describe("rounds", () => {
  const row = (page: string, concurrency: number, cpuMs: number | null, p50: number, criticalPath = 1): FigureRow => ({
    page,
    concurrency,
    rps: 10,
    p50,
    p95: p50,
    p99: p50,
    upstreamCalls: 3,
    criticalPath,
    upstreamLatencyMs: 50,
    overhead: null,
    cpuMs,
    rpsPerCore: 10,
    markupPage: `${page}: its markup`,
  });

  it("keeps each figure's median over the rounds, one row per page and concurrency", () => {
    const merged = medianRows([
      [row("/events", 1, 20, 70), row("/events", 10, 18, 200)],
      [row("/events", 1, 31, 90), row("/events", 10, 17, 210)],
      [row("/events", 1, 19, 72), row("/events", 10, 26, 190)],
    ]);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ page: "/events", concurrency: 1, cpuMs: 20, p50: 72, rounds: 3 });
    expect(merged[0]!.markupPage).toBe("/events: its markup");
    expect(merged[1]).toMatchObject({ concurrency: 10, cpuMs: 18, p50: 200, upstreamLatencyMs: 50, rounds: 3 });
  });

  it("takes the mean of the two middle rounds of an even number, the longest critical path, and leaves out what is missing", () => {
    const [merged] = medianRows([[row("/a", 1, 10, 60, 1)], [row("/a", 1, 14, 64, 2)], [row("/a", 1, null, 61, 1)]]);
    expect(merged).toMatchObject({ cpuMs: 12, p50: 61, criticalPath: 2, rounds: 3 });
    const [none] = medianRows([[row("/b", 1, null, 60)], [row("/b", 1, null, 62)]]);
    expect(none).toMatchObject({ cpuMs: null, p50: 61, rounds: 2 });
  });

  it("is the round itself when there is one", () => {
    const only = [row("/a", 1, 10, 60), row("/a", 10, 12, 80)];
    expect(medianRows([only])).toEqual(only.map((figures) => ({ ...figures, rounds: 1 })));
  });
});

describe("budgets", () => {
  const row = (
    page: string,
    concurrency: number,
    { criticalPath = 1, cpuMs = 10 as number | null, p50 = 60 as number | null, rpsPerCore = 20 as number | null } = {},
  ): FigureRow => ({
    page,
    concurrency,
    rps: rpsPerCore,
    p50,
    p95: p50,
    p99: p50,
    upstreamCalls: 2,
    criticalPath,
    upstreamLatencyMs: 50,
    overhead: null,
    cpuMs,
    rpsPerCore,
  });
  /** A page's row measured with its markup beside it. */
  const page = (name: string, concurrency: number, figures: Parameters<typeof row>[2] = {}) => ({
    ...row(name, concurrency, figures),
    markupPage: `${name}: markup`,
  });
  const budgetedPages = ["/events (list)", "tab"];
  const listMarkup = [
    row("/events (list): markup", 1, { cpuMs: 10, p50: 60 }),
    row("/events (list): markup", 10, { cpuMs: 20, p50: 300 }),
  ];

  it("are those of decision 053: ratios to each page's own markup, and one upstream round trip", () => {
    expect(budgets.pages).toEqual([
      { figure: "cpuMs", concurrency: 1, max: 1.3 },
      { figure: "cpuMs", concurrency: 10, max: 1.3 },
      { figure: "p50", concurrency: 1, max: 1.1 },
    ]);
    expect(budgets.login).toEqual([{ figure: "cpuMs", concurrency: 1, max: 1.3 }]);
    expect(budgets.criticalPath).toBe(1);
  });

  it("pass every ratio at its limit, and leave concurrencies and figures without a budget alone", () => {
    const rows = [
      ...listMarkup,
      row("/events (list): markup", 50, { cpuMs: 10, p50: 500 }),
      page("/events (list)", 1, { cpuMs: 13, p50: 66, rpsPerCore: 1 }),
      page("/events (list)", 10, { cpuMs: 26, p50: 900, rpsPerCore: 1 }),
      page("/events (list)", 50, { cpuMs: 90, p50: 9000, rpsPerCore: 1 }),
      row("/login: markup", 1, { criticalPath: 0, cpuMs: 4, p50: 2 }),
      page("/login", 1, { criticalPath: 0, cpuMs: 5.2, p50: 200 }),
      page("/login", 10, { criticalPath: 0, cpuMs: 40 }),
    ];
    expect(budgetFailures(rows, { budgetedPages })).toEqual([]);
  });

  it("fail each ratio over its limit, saying which and by how much, and a second round trip once", () => {
    const rows = [
      row("tab: markup", 1, { cpuMs: 10, p50: 60 }),
      row("tab: markup", 10, { cpuMs: 20 }),
      page("tab", 1, { criticalPath: 2, cpuMs: 13.1, p50: 66.6 }),
      page("tab", 10, { criticalPath: 2, cpuMs: 26.2 }),
      row("/login: markup", 1, { criticalPath: 0, cpuMs: 4 }),
      page("/login", 1, { criticalPath: 0, cpuMs: 5.24 }),
    ];
    expect(budgetFailures(rows, { budgetedPages })).toEqual([
      "tab: critical path 2 > 1",
      "tab: CPU per request at concurrency 1 1.31× its markup's > 1.3× (13.1 against 10)",
      "tab: p50 at concurrency 1 1.11× its markup's > 1.1× (66.6 against 60)",
      "tab: CPU per request at concurrency 10 1.31× its markup's > 1.3× (26.2 against 20)",
      "/login: CPU per request at concurrency 1 1.31× its markup's > 1.3× (5.24 against 4)",
    ]);
  });

  it("judge nothing against the bare page, and hold the login page to its CPU ratio only", () => {
    const rows = [
      row("floor", 1, { cpuMs: 1, p50: 1 }),
      row("floor", 10, { cpuMs: 1 }),
      ...listMarkup,
      { ...page("/events (list)", 1, { cpuMs: 12, p50: 60 }), floorPage: "floor" },
      { ...page("/events (list)", 10, { cpuMs: 24 }), floorPage: "floor" },
      row("/login: markup", 1, { criticalPath: 0, cpuMs: 4 }),
      page("/login", 1, { criticalPath: 0, cpuMs: 4, p50: 500 }),
    ];
    expect(budgetFailures(rows, { budgetedPages })).toEqual([]);
  });

  it("fail a budgeted page without its markup measured beside it", () => {
    const rows = [row("tab", 1, { cpuMs: 1 }), page("/login", 1, { criticalPath: 0, cpuMs: 1 })];
    expect(budgetFailures(rows, { budgetedPages })).toEqual([
      "tab: CPU per request at concurrency 1 has no markup measured beside it",
      "tab: p50 at concurrency 1 has no markup measured beside it",
      "/login: CPU per request at concurrency 1 has no markup measured beside it",
    ]);
  });

  it("leave out a CPU time not read, but fail a page or a markup with no answer measured", () => {
    const rows = [
      row("tab: markup", 1, { cpuMs: null, p50: 60 }),
      row("tab: markup", 10, { cpuMs: 20 }),
      page("tab", 1, { cpuMs: 12, p50: null }),
      page("tab", 10, { cpuMs: 20 }),
    ];
    expect(budgetFailures(rows, { budgetedPages })).toEqual([
      "tab: p50 at concurrency 1 n.a. (n.a. against its markup's 60)",
    ]);
  });

  it("check nothing at a concurrency the run did not measure", () => {
    const rows = [row("tab: markup", 1, { cpuMs: 12, p50: 60 }), page("tab", 1, { cpuMs: 12, p50: 60 })];
    expect(budgetFailures(rows, { budgetedPages })).toEqual([]);
  });

  it("set a page's CPU and p50 against its markup's in the report", () => {
    const rows = [...listMarkup, page("/events (list)", 1, { cpuMs: 14, p50: 66 })];
    expect(withFloorRatios(rows, "floor")[2]).toMatchObject({ cpuVsMarkup: 1.4, p50VsMarkup: 1.1 });
    expect(withFloorRatios(rows, "floor")[0]).not.toHaveProperty("cpuVsMarkup");
  });
});

describe("output", () => {
  it("prints an aligned table with n.a. for what does not apply", () => {
    const rows = [
      figureRow({
        page: "/login",
        concurrency: 1,
        latencies: [3, 4, 5],
        seconds: 1,
        upstreamCalls: 0,
        requests: 3,
        criticalPath: 0,
        upstreamLatencyMs: 50,
        cpuTicks: 3,
        ticksPerSecond: 1000,
      }),
      figureRow({
        page: "/events (list)",
        concurrency: 10,
        latencies: [55, 60, 65],
        seconds: 1,
        upstreamCalls: 9,
        requests: 3,
        criticalPath: 1,
        upstreamLatencyMs: 50,
      }),
    ];
    const lines = formatLoadTable(rows).split("\n");
    expect(lines[0]).toMatch(
      /^page\s+conc\.\s+req\/s\s+p50 ms\s+p95 ms\s+p99 ms\s+upstream calls\s+critical path\s+latency ms\s+overhead\s+CPU ms\/req\s+req\/s\/core\s+CPU ×floor\s+p50 ×floor\s+req\/s\/core ×floor\s+CPU ×markup\s+p50 ×markup$/,
    );
    expect(lines[1]).toMatch(/^-+ {2}-+/);
    expect(lines[2]).toMatch(
      /^\/login\s+1\s+3\s+4\s+5\s+5\s+0\s+0\s+50\s+n\.a\.\s+1\s+3\s+n\.a\.\s+n\.a\.\s+n\.a\.\s+n\.a\.\s+n\.a\.$/,
    );
    expect(lines[3]).toMatch(
      /^\/events \(list\)\s+10\s+3\s+60\s+65\s+65\s+3\s+1\s+50\s+1\.2\s+n\.a\.\s+3\s+n\.a\.\s+n\.a\.\s+n\.a\.\s+n\.a\.\s+n\.a\.$/,
    );
    // Numbers are right-aligned under their header.
    const end = lines[0].indexOf("p50 ms") + "p50 ms".length;
    expect(lines[3].slice(0, end).endsWith("60")).toBe(true);
  });

  it("reports slow-connection figures against their aim", () => {
    const figures = [
      slowFigure({
        measure: "rows visible, first visit",
        page: "/events",
        javascript: true,
        ms: 2612.4,
        targetMs: 2500,
      }),
      slowFigure({
        measure: "rows visible, first visit",
        page: "/events",
        javascript: false,
        ms: 1890.6,
        targetMs: 2500,
      }),
      slowFigure({ measure: "form post result visible", page: "/musicalGenres/{id}", javascript: false, ms: 1200 }),
      slowFigure({
        measure: "check-in result visible",
        page: "/events/{id}/door",
        javascript: true,
        ms: 873.2,
        roundTrips: 1,
        targetRoundTrips: 1,
      }),
      slowFigure({
        measure: "check-in result visible",
        page: "/events/{id}/door",
        javascript: true,
        ms: 1290,
        roundTrips: 3,
        targetRoundTrips: 1,
      }),
    ];
    expect(figures.map((figure) => [figure.ms, figure.met])).toEqual([
      [2612, false],
      [1891, true],
      [1200, null],
      [873, true],
      [1290, false],
    ]);
    const lines = formatSlowTable(figures).split("\n");
    expect(lines[2]).toMatch(/^rows visible, first visit\s+\/events\s+on\s+2612\s+n\.a\.\s+2500 ms\s+NO$/);
    expect(lines[3]).toMatch(/off\s+1891\s+n\.a\.\s+2500 ms\s+yes$/);
    expect(lines[4]).toMatch(/off\s+1200\s+n\.a\.\s+n\.a\.\s+n\.a\.$/);
    expect(lines[5]).toMatch(/on\s+873\s+1\s+1 request\s+yes$/);
    expect(lines[6]).toMatch(/on\s+1290\s+3\s+1 request\s+NO$/);
  });
});

describe("options", () => {
  const defaults = { latency: 50, concurrency: [1, 10, 50], json: null as string | null, skipSlow: false };

  it("reads values after the option or after =, lists and flags", () => {
    expect(
      parseOptions(["--latency", "20", "--concurrency=1,5", "--json", "out.json", "--skip-slow"], defaults),
    ).toEqual({
      latency: 20,
      concurrency: [1, 5],
      json: "out.json",
      skipSlow: true,
    });
    expect(parseOptions([], defaults)).toEqual(defaults);
  });

  it("refuses unknown options, missing values and bad numbers", () => {
    expect(() => parseOptions(["--latncy", "20"], defaults)).toThrow("unknown option --latncy");
    expect(() => parseOptions(["--latency"], defaults)).toThrow("needs a value");
    expect(() => parseOptions(["--latency", "fast"], defaults)).toThrow("non-negative number");
    expect(() => parseOptions(["--concurrency", "1,0"], defaults)).toThrow("positive integers");
    expect(() => parseOptions(["20"], defaults)).toThrow('unexpected argument "20"');
  });
});
