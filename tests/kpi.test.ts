// The statistics' pure parts: the period in the URL, the dashboard's shape, and the charts' arithmetic.
import { describe, expect, it } from "vitest";
import {
  addDays,
  defaultPeriod,
  maxPeriodDays,
  parseIsoDay,
  parsePeriod,
  releaseLabel,
  shortDay,
  spanDays,
} from "~/domains/insight/kpi";
import { parseKpiDashboard } from "~/domains/insight/kpi-dashboard";
import { labelEvery, niceTicks, scaleLinear, truncate } from "~/ui/chart-scale";

const today = new Date("2026-11-23T10:30:00Z");
const period = (query: string) => parsePeriod(new URLSearchParams(query), today);

describe("parsePeriod", () => {
  it("defaults to the last 30 days, today included", () => {
    expect(period("")).toEqual({
      ok: true,
      period: { from: "2026-10-25", to: "2026-11-23" },
      input: { from: "2026-10-25", to: "2026-11-23" },
    });
    expect(defaultPeriod(today)).toEqual({ from: "2026-10-25", to: "2026-11-23" });
    expect(spanDays(defaultPeriod(today))).toBe(30);
  });

  it("reads both ends, and takes 30 days before a given end when the start is missing", () => {
    expect(period("from=2026-01-01&to=2026-01-31")).toMatchObject({
      ok: true,
      period: { from: "2026-01-01", to: "2026-01-31" },
    });
    expect(period("to=2026-03-01")).toMatchObject({ ok: true, period: { from: "2026-01-31", to: "2026-03-01" } });
    expect(period("from=2026-11-01")).toMatchObject({ ok: true, period: { from: "2026-11-01", to: "2026-11-23" } });
    expect(period("from=&to=")).toMatchObject({ ok: true, period: { from: "2026-10-25", to: "2026-11-23" } });
  });

  it("accepts a single day", () => {
    expect(period("from=2026-11-23&to=2026-11-23")).toMatchObject({
      ok: true,
      period: { from: "2026-11-23", to: "2026-11-23" },
    });
  });

  it("names the field of an unreadable or impossible date, and gives back what was typed", () => {
    expect(period("from=yesterday")).toEqual({
      ok: false,
      errors: { from: "statistics.errors.invalidDate" },
      input: { from: "yesterday", to: "2026-11-23" },
    });
    expect(period("from=2026-01-01&to=2026-02-30")).toMatchObject({
      ok: false,
      errors: { to: "statistics.errors.invalidDate" },
    });
    expect(period("from=23/11/2026")).toMatchObject({ ok: false, errors: { from: "statistics.errors.invalidDate" } });
    // Only the field that is wrong is marked: the missing start takes its default.
    expect(period("to=2026-13-01")).toMatchObject({
      ok: false,
      errors: { to: "statistics.errors.invalidDate" },
      input: { from: "2026-10-25" },
    });
    expect(Object.keys((period("to=2026-13-01") as { errors: object }).errors)).toEqual(["to"]);
  });

  it("refuses a start after the end and a span over the maximum", () => {
    expect(period("from=2026-11-10&to=2026-11-01")).toMatchObject({
      ok: false,
      errors: { from: "statistics.errors.fromAfterTo" },
    });
    const longest = addDays("2026-11-23", -(maxPeriodDays - 1));
    expect(period(`from=${longest}&to=2026-11-23`)).toMatchObject({ ok: true });
    expect(period(`from=${addDays(longest, -1)}&to=2026-11-23`)).toMatchObject({
      ok: false,
      errors: { from: "statistics.errors.spanTooLong" },
    });
  });
});

describe("days", () => {
  it("checks a day is real, leap years included", () => {
    expect(parseIsoDay("2024-02-29")).toBe("2024-02-29");
    expect(parseIsoDay("2026-02-29")).toBeNull();
    expect(parseIsoDay(" 2026-11-23 ")).toBe("2026-11-23");
    expect(parseIsoDay("2026-11-23T10:00")).toBeNull();
    expect(parseIsoDay(null)).toBeNull();
  });

  it("adds days across months and years, and writes a day as dd/MM", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(shortDay("2026-11-03")).toBe("03/11");
  });
});

describe("niceTicks", () => {
  it("goes from 0 to a round top at least the maximum", () => {
    expect(niceTicks(87)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(215600)).toEqual([0, 100000, 200000, 300000]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });

  it("keeps integer steps for counts and gives an empty chart an axis", () => {
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
    expect(niceTicks(1, 4, false)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it("ends at or above the maximum for any value", () => {
    for (const max of [1, 2, 9, 13, 99, 101, 999, 1234, 55555, 987654]) {
      const ticks = niceTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(9);
    }
  });
});

describe("scaleLinear", () => {
  it("maps the domain onto the length and clamps outside it", () => {
    const scale = scaleLinear(200, 100);
    expect(scale(0)).toBe(0);
    expect(scale(50)).toBe(25);
    expect(scale(200)).toBe(100);
    expect(scale(-5)).toBe(0);
    expect(scale(400)).toBe(100);
    expect(scaleLinear(0, 100)(5)).toBe(0);
  });
});

describe("labelEvery", () => {
  const shown = (count: number, most: number) =>
    Array.from({ length: count }, (_, i) => i).filter(labelEvery(count, most));
  it("shows every label when they fit, else at most that many, first and last included", () => {
    expect(shown(5, 8)).toEqual([0, 1, 2, 3, 4]);
    const thirty = shown(30, 8);
    expect(thirty.length).toBeLessThanOrEqual(8);
    expect(thirty[0]).toBe(0);
    expect(thirty[thirty.length - 1]).toBe(29);
    const year = shown(366, 8);
    expect(year.length).toBeLessThanOrEqual(8);
    expect(year[year.length - 1]).toBe(365);
  });
});

describe("labels", () => {
  it("names a release with its event when the chart spans several events, and shortens long labels", () => {
    const release = {
      releaseId: "r",
      name: "Primo lotto",
      eventName: "Halloween Party",
      sold: 1,
      maxTickets: 2,
      revenue: 100,
    };
    expect(releaseLabel(release, false)).toBe("Primo lotto");
    expect(releaseLabel(release, true)).toBe("Halloween Party · Primo lotto");
    expect(truncate("Halloween Party · Primo lotto", 12)).toBe("Halloween P…");
    expect(truncate("Corto", 12)).toBe("Corto");
  });
});

describe("parseKpiDashboard", () => {
  it("keeps the answer and defaults the breakdowns an older upstream lacks", () => {
    const totals = { ticketsSold: 3, revenue: 4500, reservations: 2, orders: 1, followers: 9 };
    const series = [{ date: "2026-11-23", ticketsSold: 3, revenue: 4500, reservations: 2, orders: 1 }];
    expect(parseKpiDashboard({ totals, series })).toEqual({ totals, series, byRelease: [], reservationsByStatus: {} });
    const full = parseKpiDashboard({
      totals,
      series,
      byRelease: [{ releaseId: "r1", name: "Early bird", sold: 10, maxTickets: 50, revenue: 10000 }],
      reservationsByStatus: { accepted: 2 },
    });
    expect(full.byRelease[0].sold).toBe(10);
    expect(full.reservationsByStatus).toEqual({ accepted: 2 });
  });

  it("refuses an answer without totals or series", () => {
    expect(() => parseKpiDashboard({})).toThrow();
    expect(() => parseKpiDashboard({ totals: {}, series: [{ date: "yesterday" }] })).toThrow();
  });
});
