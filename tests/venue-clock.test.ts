// The venue's wall clock is computed from a cached offset per UTC hour: it must agree with Intl minute by minute,
// across daylight-saving changes and far from today.
import { describe, expect, it } from "vitest";
import { formatDateTime, venueWallClock } from "../app/core/format/format";

const intl = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Rome",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
const byIntl = (instant: number) => {
  const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
};

describe("the venue's wall clock", () => {
  it("agrees with Intl every minute around the 2026 daylight-saving changes", () => {
    for (const change of ["2026-03-29T01:00:00Z", "2026-10-25T01:00:00Z"]) {
      const at = Date.parse(change);
      for (let instant = at - 3 * 3_600_000; instant <= at + 3 * 3_600_000; instant += 60_000)
        expect(formatDateTime(new Date(instant))).toBe(byIntl(instant));
    }
  });

  it("agrees with Intl on instants spread over seventy years", () => {
    let instant = Date.parse("1975-01-01T00:00:00Z");
    const step = 7 * 86_400_000 + 3_637_000; // a week and a bit: every hour of the day and minute comes round
    for (; instant < Date.parse("2045-01-01T00:00:00Z"); instant += step)
      expect(formatDateTime(new Date(instant))).toBe(byIntl(instant));
  });

  it("shows 22:30 at the venue for a summer and a winter evening", () => {
    expect(formatDateTime("2026-07-10T20:30:00.000Z")).toBe("10/07/2026 22:30");
    expect(formatDateTime("2026-12-10T21:30:00.000Z")).toBe("10/12/2026 22:30");
    expect(venueWallClock("not a date")).toBeNull();
  });
});
