// The contract probe of the upstream's aggregates (decision 049): which query probes a read, what verdict an answer
// gives, what a list's total may say when the probe fails, and what the health endpoint reports of the verdicts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  aggregateVerdicts,
  hasScope,
  holdsNoFigure,
  listTotal,
  noteVerdict,
  probedRead,
  scopeProbeQuery,
  verdictRegisterKey,
} from "~/core/upstream/scope-probe.server";
import { aggregateVerdicts as reportedVerdicts, healthRoutes } from "../server/health.mjs";

const none = "000000000000000000000000";

afterEach(() => {
  (globalThis as Record<symbol, unknown>)[verdictRegisterKey] = undefined;
  vi.restoreAllMocks();
});

describe("scopeProbeQuery", () => {
  it("sets every scope filter to the id no record has and leaves the other filters out", () => {
    expect(scopeProbeQuery({ discoId: "d1", status: "paid", q: "x", page: 3, limit: 20 })).toEqual({ discoId: none });
    expect(scopeProbeQuery({ discoId: "d1", eventId: "e1,e2" }, { limit: 1 })).toEqual({
      discoId: none,
      eventId: none,
      limit: 1,
    });
    expect(scopeProbeQuery({ format: "f1" })).toEqual({ format: none });
    expect(scopeProbeQuery({ formatId: "f1", "eventId[ne]": "e1" })).toEqual({ formatId: none });
  });

  it("has nothing to probe on a read without scope", () => {
    expect(scopeProbeQuery({ status: "paid" })).toBeNull();
    expect(scopeProbeQuery(undefined)).toBeNull();
    expect(scopeProbeQuery({ discoId: undefined })).toBeNull();
    expect(hasScope({ eventId: "e1" })).toBe(true);
    expect(hasScope({ name: "x" })).toBe(false);
  });
});

describe("holdsNoFigure", () => {
  it("is true only of answers with no number but 0, no row and no id", () => {
    expect(holdsNoFigure({ count: 0, quantity: 0, amount: 0, platformFee: 0 })).toBe(true);
    expect(holdsNoFigure([])).toBe(true);
    expect(holdsNoFigure(null)).toBe(true);
    expect(holdsNoFigure({ count: 0, quantity: 0, amount: 1250, platformFee: 0 })).toBe(false);
    expect(holdsNoFigure(["c1"])).toBe(false);
    expect(holdsNoFigure("c1")).toBe(false);
  });
});

describe("probedRead", () => {
  const empty = (answer: unknown) => holdsNoFigure(answer);

  it("takes the figure when the probe answers nothing, and notes the verdict", async () => {
    const read = await probedRead({
      aggregate: "order-totals",
      read: Promise.resolve({ count: 4 }),
      probe: async () => ({ count: 0 }),
      isEmpty: empty,
    });
    expect(read).toEqual({ value: { count: 4 }, honoured: true });
    expect(aggregateVerdicts()).toEqual({ "order-totals": { verdict: "honoured", at: expect.any(String) } });
  });

  it("does not trust the figure when the probe answers figures, and notes the upstream ignores the scope", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const read = await probedRead({
      aggregate: "order-totals",
      read: Promise.resolve({ count: 4 }),
      probe: async () => ({ count: 90 }),
      isEmpty: empty,
    });
    expect(read.honoured).toBe(false);
    expect(aggregateVerdicts()["order-totals"]?.verdict).toBe("ignored");
  });

  it("does not trust the figure when the probe fails, and notes no verdict", async () => {
    const read = await probedRead({
      aggregate: "unread-chats",
      read: Promise.resolve(["c1"]),
      probe: () => Promise.reject(new Error("reset")),
      isEmpty: empty,
    });
    expect(read.honoured).toBe(false);
    expect(aggregateVerdicts()).toEqual({});
  });

  it("asks the probe beside the read, not after it", async () => {
    const order: string[] = [];
    let release!: () => void;
    const read = new Promise<number>((resolve) => {
      release = () => resolve(1);
    }).then((value) => {
      order.push("read");
      return value;
    });
    const done = probedRead({
      aggregate: "kpi-dashboard",
      read,
      probe: async () => {
        order.push("probe");
        return 0;
      },
      isEmpty: empty,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await done;
    expect(order).toEqual(["probe", "read"]);
  });

  it("takes the figure as answered, probing nothing, when there is nothing to probe (an admin)", async () => {
    expect(await probedRead({ aggregate: "x", read: Promise.resolve(7), probe: null, isEmpty: () => false })).toEqual({
      value: 7,
      honoured: true,
    });
    expect(aggregateVerdicts()).toEqual({});
  });

  it("lets the read's own failure go up", async () => {
    await expect(
      probedRead({ aggregate: "x", read: Promise.reject(new Error("down")), probe: async () => 0, isEmpty: empty }),
    ).rejects.toThrow("down");
  });
});

describe("listTotal", () => {
  it("takes the upstream's count when the probe found the scope honoured and no row was dropped", () => {
    expect(listTotal({ counted: 57, answered: 20, kept: 20, page: 1, limit: 20, honoured: true })).toEqual({
      total: 57,
      withheld: false,
    });
  });

  it("counts the dropped rows out when nothing was probed (an admin, a read without scope), as before", () => {
    expect(listTotal({ counted: 57, answered: 20, kept: 18, page: 1, limit: 20, honoured: null })).toEqual({
      total: 55,
      withheld: false,
    });
  });

  it("withholds the count when the probe shows the scope ignored: only the rows seen, and a next page if full", () => {
    // A full page of every venue's rows, 3 of them the venue's: the pager must still reach page 2.
    expect(listTotal({ counted: 400, answered: 20, kept: 3, page: 1, limit: 20, honoured: false })).toEqual({
      total: 21,
      withheld: true,
    });
    expect(listTotal({ counted: 400, answered: 20, kept: 0, page: 2, limit: 20, honoured: false })).toEqual({
      total: 41,
      withheld: true,
    });
    // The last page: no next page, and the total no more than the rows up to here.
    expect(listTotal({ counted: 400, answered: 7, kept: 2, page: 3, limit: 20, honoured: false })).toEqual({
      total: 42,
      withheld: true,
    });
    // One page, not full: every row the upstream has was seen, so the kept rows are the whole list.
    expect(listTotal({ counted: 9, answered: 9, kept: 4, page: 1, limit: 20, honoured: false })).toEqual({
      total: 4,
      withheld: true,
    });
  });

  it("withholds the count when a row was dropped, even if the probe answered nothing", () => {
    expect(listTotal({ counted: 30, answered: 20, kept: 19, page: 1, limit: 20, honoured: true })).toEqual({
      total: 21,
      withheld: true,
    });
  });
});

describe("the health endpoint", () => {
  it("reports the latest verdict of each aggregate under /readyz, informational: readiness is the upstream's", async () => {
    const upstream = http.createServer((_req, res) => res.writeHead(401).end());
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const health = healthRoutes({
      upstreamUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      isDraining: () => false,
    });
    const server = http.createServer((req, res) => health(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ready = async () => {
      const response = await fetch(`${base}/readyz`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    try {
      expect(await ready()).toEqual({ status: 200, body: { status: "ready" } });
      noteVerdict("order-totals", "ignored", new Date("2026-11-27T10:00:00Z"));
      noteVerdict("kpi-dashboard", "honoured", new Date("2026-11-27T10:01:00Z"));
      noteVerdict("order-totals", "honoured", new Date("2026-11-27T10:02:00Z"));
      const expected = {
        "kpi-dashboard": { verdict: "honoured", at: "2026-11-27T10:01:00.000Z" },
        "order-totals": { verdict: "honoured", at: "2026-11-27T10:02:00.000Z" },
      };
      expect(reportedVerdicts()).toEqual(expected);
      // An upstream that ignores the scope is reported, and readiness still holds.
      noteVerdict("unread-chats", "ignored", new Date("2026-11-27T10:03:00Z"));
      expect(await ready()).toEqual({
        status: 200,
        body: {
          status: "ready",
          aggregates: { ...expected, "unread-chats": { verdict: "ignored", at: "2026-11-27T10:03:00.000Z" } },
        },
      });
      // Liveness says only that the process serves.
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok" });
    } finally {
      server.closeAllConnections();
      upstream.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
