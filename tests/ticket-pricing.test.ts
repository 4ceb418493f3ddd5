import { describe, expect, it } from "vitest";
import { onlinePrice } from "~/domains/events/ticket-pricing";
import { lowStockThreshold, releaseStatus } from "~/domains/events/ticket-release-status";

describe("online price (spec section 9)", () => {
  it("matches hand-computed values", () => {
    // x = 1000: p = ceil(1030.5 / 0.9817) = ceil(1049.709…) = 1050; fee = ceil(1.22 × (15.75 + 25)) = ceil(49.715) = 50.
    expect(onlinePrice(1000)).toEqual({ price: 1000, total: 1050, cardFee: 50 });
    // x = 2500: p = ceil(2577.671…) = 2578; fee = ceil(1.22 × (38.67 + 25)) = ceil(77.6774) = 78.
    expect(onlinePrice(2500)).toEqual({ price: 2500, total: 2578, cardFee: 78 });
    // x = 0: p = ceil(31.068…) = 32; fee = ceil(1.22 × (0.48 + 25)) = ceil(31.0856) = 32.
    expect(onlinePrice(0)).toEqual({ price: 0, total: 32, cardFee: 32 });
  });

  it("never asks the buyer for less than the organiser nets plus the card fee", () => {
    for (let cents = 0; cents <= 50_000; cents += 137) {
      const { price, total, cardFee } = onlinePrice(cents);
      expect(total).toBeGreaterThanOrEqual(price + cardFee);
    }
  });

  it("refuses a negative price", () => {
    expect(() => onlinePrice(-1)).toThrow(RangeError);
  });
});

describe("ticket release status (spec section 4)", () => {
  const window = { fromDate: "2026-11-01T10:00:00.000Z", toDate: "2026-11-30T20:00:00.000Z", maxTickets: 100 };
  const at = (iso: string) => new Date(iso);

  it("is not started before the window and expired after it, at the exact boundaries", () => {
    expect(releaseStatus({ ...window, soldTickets: 0 }, at("2026-11-01T09:59:59.999Z"))).toBe("not_started");
    expect(releaseStatus({ ...window, soldTickets: 0 }, at("2026-11-01T10:00:00.000Z"))).toBe("available");
    expect(releaseStatus({ ...window, soldTickets: 0 }, at("2026-11-30T20:00:00.000Z"))).toBe("available");
    expect(releaseStatus({ ...window, soldTickets: 0 }, at("2026-11-30T20:00:00.001Z"))).toBe("expired");
  });

  it("is low on stock at the threshold and sold out with none left", () => {
    const now = at("2026-11-15T12:00:00.000Z");
    expect(lowStockThreshold(100)).toBe(10);
    expect(releaseStatus({ ...window, soldTickets: 89 }, now)).toBe("available");
    expect(releaseStatus({ ...window, soldTickets: 90 }, now)).toBe("low_stock");
    expect(releaseStatus({ ...window, soldTickets: 99 }, now)).toBe("low_stock");
    expect(releaseStatus({ ...window, soldTickets: 100 }, now)).toBe("sold_out");
  });

  it("warns small releases at their last five tickets", () => {
    expect(lowStockThreshold(20)).toBe(5);
    expect(releaseStatus({ maxTickets: 20, soldTickets: 15 }, at("2026-11-15T12:00:00.000Z"))).toBe("low_stock");
  });
});
