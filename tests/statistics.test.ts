// loadStatistics: whose venue the dashboard is asked for (spec section 6), and what happens to odd or failed answers.
import { afterEach, describe, expect, it, vi } from "vitest";
import { isEmptyDashboard, loadStatistics, probeQuery, statisticsQuery } from "~/domains/insight/statistics.server";
import { parseKpiDashboard } from "~/domains/insight/kpi-dashboard";
import type { SessionUser } from "~/core/auth/user";

const base: SessionUser = {
  _id: "u1",
  email: "x@demo.test",
  name: "X",
  surname: "Y",
  role: "admin",
  collaboratingDiscos: [],
};
const period = { from: "2026-11-01", to: "2026-11-30" };
const answer = {
  totals: { ticketsSold: 1, revenue: 1000, reservations: 1, orders: 0, followers: 2 },
  series: [{ date: "2026-11-01", ticketsSold: 1, revenue: 1000, reservations: 1, orders: 0 }],
  byRelease: [{ releaseId: "r1", name: "Early bird", sold: 1, maxTickets: 10, revenue: 1000 }],
  reservationsByStatus: { accepted: 1 },
};

/** The dashboard of an upstream that honours the scope: the probe's scope (no venue, no event) has no figures. */
const empty = { totals: { ticketsSold: 0, revenue: 0, reservations: 0, orders: 0 }, series: [], byRelease: [] };
const honest = async (_path: string, query?: Record<string, unknown>) =>
  query?.discoId === "000000000000000000000000" ? empty : answer;

function signedAs(
  user: Partial<SessionUser>,
  venueId?: string,
  reply: (path: string, query?: Record<string, unknown>) => Promise<unknown> = honest,
) {
  const get = vi.fn(reply);
  const api = { get } as unknown as Parameters<typeof loadStatistics>[0]["api"];
  return { signed: { user: { ...base, ...user }, venueId, api }, get };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("statisticsQuery", () => {
  it("carries the user's own venue, whatever the venue's type, and a collaborator's selected venue", () => {
    expect(statisticsQuery(signedAs({ role: "disco", discoId: "d1", discoType: "disco" }).signed, period)).toEqual({
      ...period,
      discoId: "d1",
    });
    expect(statisticsQuery(signedAs({ role: "disco", discoId: "d1", discoType: "format" }).signed, period)).toEqual({
      ...period,
      discoId: "d1",
    });
    // A format's figures are those of the events it is the format of, whatever club hosts them, and its followers.
    const format = { ...signedAs({ role: "format", discoId: "f1" }).signed, formatEvents: ["e1", "e2"] };
    expect(statisticsQuery(format, period)).toEqual({
      ...period,
      discoId: "f1",
      eventId: "e1,e2,000000000000000000000000",
    });
    expect(statisticsQuery(format, { ...period, eventId: "e2" })).toEqual({ ...period, discoId: "f1", eventId: "e2" });
    expect(statisticsQuery(signedAs({ role: "structure", discoId: "s1" }).signed, period)).toEqual({
      ...period,
      discoId: "s1",
    });
    expect(statisticsQuery(signedAs({ role: "user" }, "v9").signed, period)).toEqual({ ...period, discoId: "v9" });
  });

  it("answers not-found to a user who reaches no venue, rather than every venue's numbers", () => {
    expect(() => statisticsQuery(signedAs({ role: "user" }).signed, period)).toThrow();
    expect(() => statisticsQuery(signedAs({ role: "disco" }).signed, period)).toThrow();
  });

  it("leaves an admin unscoped, and adds the event when one is chosen", () => {
    expect(statisticsQuery(signedAs({ role: "admin" }).signed, period)).toEqual(period);
    expect(statisticsQuery(signedAs({ role: "admin" }).signed, { ...period, eventId: "e1" })).toEqual({
      ...period,
      eventId: "e1",
    });
    expect(statisticsQuery(signedAs({ role: "admin" }).signed, { ...period, eventId: null })).toEqual(period);
  });
});

describe("loadStatistics", () => {
  it("asks the dashboard with the scoped query and returns plain data with the period", async () => {
    const { signed, get } = signedAs({ role: "disco", discoId: "d1" });
    const data = await loadStatistics(signed, { ...period, eventId: "e1" });
    expect(get).toHaveBeenCalledWith("/events/kpi/dashboard", { ...period, eventId: "e1", discoId: "d1" });
    expect(data).toEqual({ ...answer, period, eventId: "e1" });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("turns an answer of the wrong shape into the 502 the error page explains", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { signed } = signedAs({ role: "admin" }, undefined, async () => ({ totals: "nope" }));
    const thrown = await loadStatistics(signed, period).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(502);
    expect(await (thrown as Response).json()).toEqual({ failure: "malformed" });
  });

  it("lets the client's thrown responses through, as every loader does", async () => {
    const failure = new Response(JSON.stringify({ failure: "server" }), { status: 502 });
    const { signed } = signedAs({ role: "admin" }, undefined, () => Promise.reject(failure));
    await expect(loadStatistics(signed, period)).rejects.toBe(failure);
  });
});

describe("the dashboard's contract probe (decision 047)", () => {
  it("asks, beside a venue's figures, the same period for a scope that matches nothing", async () => {
    const { signed, get } = signedAs({ role: "disco", discoId: "d1" });
    await loadStatistics(signed, period);
    expect(get).toHaveBeenCalledWith("/events/kpi/dashboard", probeQuery(period));
    expect(probeQuery(period)).toEqual({
      ...period,
      discoId: "000000000000000000000000",
      eventId: "000000000000000000000000",
    });
  });

  it("withholds a venue's figures with the error page's message when the upstream answers figures to the probe", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { signed } = signedAs({ role: "disco", discoId: "d1" }, undefined, async () => answer);
    const thrown = await loadStatistics(signed, period).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect(await (thrown as Response).json()).toEqual({ failure: "withheld", messageKey: "errors.withheldText" });
  });

  it("does not probe for an admin, who sees every venue's figures anyway", async () => {
    const { signed, get } = signedAs({ role: "admin" }, undefined, async () => answer);
    await loadStatistics(signed, period);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("counts days with no figures as empty, and any figure as not", () => {
    const zeroDay = { date: "2026-11-01", ticketsSold: 0, revenue: 0, reservations: 0, orders: 0 };
    expect(isEmptyDashboard(parseKpiDashboard({ ...empty, series: [zeroDay] }))).toBe(true);
    expect(isEmptyDashboard(parseKpiDashboard({ ...empty, series: [{ ...zeroDay, orders: 1 }] }))).toBe(false);
    expect(isEmptyDashboard(parseKpiDashboard({ ...empty, reservationsByStatus: { accepted: 2 } }))).toBe(false);
    expect(isEmptyDashboard(parseKpiDashboard(answer))).toBe(false);
  });
});
