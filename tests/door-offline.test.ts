// The door through a dead signal (decision 031): the time a queued check-in stands for, how long a phone may keep
// tonight's guests, the search of the kept list, the pause between failed refreshes, and which loads leave a live
// page's layouts as they are.
import { describe, expect, it } from "vitest";
import { entryTime, searchGuests, type DoorVerdict } from "~/domains/reservations/door";
import { offlineOwner, offlineUntil } from "~/domains/reservations/door-offline";
import { nextRefreshIn } from "~/ui/live/live-data";
import { isLivePage, layoutStaysOnLivePage } from "~/ui/live/live-pages";

const now = new Date("2026-11-28T23:30:00.000Z");
const hours = (n: number) => n * 3_600_000;

describe("the time a check-in stands for", () => {
  // A night that began at 22:30 and ends at 05:00; now is 23:30.
  const night = { startDate: "2026-11-28T22:30:00.000Z", endDate: "2026-11-29T05:00:00.000Z" };
  const queued = (tappedAt: unknown) => ({ tappedAt, queued: true });

  it("is a queued tap's own time when it lies within the event's opening hours, before now", () => {
    const tapped = new Date(now.getTime() - 25 * 60_000).toISOString();
    expect(entryTime(queued(tapped), now, night)).toBe(tapped);
    // The doors open two hours before the start.
    const early = "2026-11-28T21:00:00.000Z";
    expect(entryTime(queued(early), now, night)).toBe(early);
  });

  it("is now for a time that did not come from a queued tap, whatever it says", () => {
    const tapped = new Date(now.getTime() - 25 * 60_000).toISOString();
    expect(entryTime({ tappedAt: tapped, queued: false }, now, night)).toBe(now.toISOString());
  });

  it("is now for a tap before the doors opened, from the future, or for an event without dates", () => {
    expect(entryTime(queued("2026-11-28T19:00:00.000Z"), now, night)).toBe(now.toISOString());
    expect(entryTime(queued(new Date(now.getTime() + 5 * 60_000).toISOString()), now, night)).toBe(now.toISOString());
    expect(entryTime(queued(new Date(now.getTime() - 60_000).toISOString()), now, {})).toBe(now.toISOString());
  });

  it("is now without a tap or with one that is not a time", () => {
    expect(entryTime(queued(undefined), now, night)).toBe(now.toISOString());
    expect(entryTime(queued("yesterday at ten"), now, night)).toBe(now.toISOString());
  });

  it("is never later than now for a phone slightly ahead", () => {
    expect(entryTime(queued(new Date(now.getTime() + 60_000).toISOString()), now, night)).toBe(now.toISOString());
  });
});

describe("how long a phone keeps tonight's guests", () => {
  it("from 12 hours before the start until the end", () => {
    const event = { startDate: new Date(now.getTime() + hours(2)).toISOString(), endDate: "2026-11-29T05:00:00.000Z" };
    expect(offlineUntil(event, now)).toBe("2026-11-29T05:00:00.000Z");
  });

  it("not at all for a night more than 12 hours away, or already over", () => {
    expect(offlineUntil({ startDate: new Date(now.getTime() + hours(13)).toISOString() }, now)).toBeNull();
    expect(
      offlineUntil({ startDate: "2026-11-28T10:00:00.000Z", endDate: "2026-11-28T20:00:00.000Z" }, now),
    ).toBeNull();
  });

  it("12 hours from the start for an event with no end (or an end before its start)", () => {
    expect(offlineUntil({ startDate: "2026-11-28T22:00:00.000Z" }, now)).toBe("2026-11-29T10:00:00.000Z");
    expect(offlineUntil({ startDate: "2026-11-28T22:00:00.000Z", endDate: "2026-11-28T21:00:00.000Z" }, now)).toBe(
      "2026-11-29T10:00:00.000Z",
    );
  });

  it("ends with the session that keeps it, when the session ends first", () => {
    const event = { startDate: "2026-11-28T22:00:00.000Z", endDate: "2026-11-29T05:00:00.000Z" };
    const sessionEnd = Date.parse("2026-11-29T01:00:00.000Z");
    expect(offlineUntil(event, now, sessionEnd)).toBe("2026-11-29T01:00:00.000Z");
    expect(offlineUntil(event, now, now.getTime() - 1)).toBeNull();
  });

  it("belongs to one user at one venue", () => {
    expect(offlineOwner({ user: { _id: "u1" }, venueId: "v1" })).not.toBe(
      offlineOwner({ user: { _id: "u1" }, venueId: "v2" }),
    );
    expect(offlineOwner({ user: { _id: "u1" }, venueId: "v1" })).not.toBe(
      offlineOwner({ user: { _id: "u2" }, venueId: "v1" }),
    );
  });
});

describe("a search of the kept guest list", () => {
  const enter: DoorVerdict = { kind: "enter", admitted: 0, persons: 1 };
  const entered: DoorVerdict = { kind: "entered", persons: 1, at: null, by: null, device: null };
  const refused: DoorVerdict = { kind: "refused", reason: "cancelled" };
  const guest = (code: string, name: string, verdict: DoorVerdict, list: string | null = null) => ({
    _id: `id-${code}`,
    code,
    name,
    list,
    promoter: null,
    verdict,
  });
  const guests = [
    guest("R-1001", "Mario Rossi", refused),
    guest("R-10002", "Maria Bianchi", entered),
    guest("R-10003", "Mario Verdi", enter, "Lista Mario"),
    guest("R-10012", "Luca Neri", enter),
  ];

  it("finds names, codes and lists in any case, who can walk in first", () => {
    expect(searchGuests(guests, "mari", 20).map((g) => g.code)).toEqual(["R-10003", "R-10002", "R-1001"]);
  });

  it("puts the exact code first, even before a guest who can walk in", () => {
    expect(searchGuests(guests, "r-1001", 20).map((g) => g.code)).toEqual(["R-1001", "R-10012"]);
  });

  it("finds a scanned reservation id as it finds its code", () => {
    expect(searchGuests(guests, "ID-R-10012", 20).map((g) => g.code)[0]).toBe("R-10012");
  });

  it("answers nothing for an empty search and at most the limit", () => {
    expect(searchGuests(guests, "  ", 20)).toEqual([]);
    expect(searchGuests(guests, "r-", 2)).toHaveLength(2);
  });
});

describe("the pause between refreshes", () => {
  it("is the page's interval while they answer, doubled per failure in a row, at most a minute", () => {
    expect(nextRefreshIn(3_000, 0)).toBe(3_000);
    expect(nextRefreshIn(3_000, 1)).toBe(6_000);
    expect(nextRefreshIn(3_000, 3)).toBe(24_000);
    expect(nextRefreshIn(3_000, 10)).toBe(60_000);
  });
});

describe("the loads that leave a live page's layouts as they are", () => {
  const url = (path: string) => new URL(path, "http://127.0.0.1");
  const args = (from: string, to: string, formMethod?: "POST" | "GET") =>
    ({
      currentUrl: url(from),
      nextUrl: url(to),
      formMethod,
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate: true,
    }) as Parameters<typeof layoutStaysOnLivePage>[0];

  it("are the door's, floor's, bar board's and chats' refreshes and searches", () => {
    expect(isLivePage("/events/e1/door")).toBe(true);
    expect(isLivePage("/events/e1/tables")).toBe(true);
    expect(isLivePage("/orders/bar")).toBe(true);
    expect(isLivePage("/chats/c1")).toBe(true);
    expect(layoutStaysOnLivePage(args("/events/e1/door", "/events/e1/door?q=mario"))).toBe(true);
    expect(layoutStaysOnLivePage(args("/events/e1/door", "/events/e1/door?q=mario", "GET"))).toBe(true);
  });

  it("not a post, a move to another page, or a page that does not refresh itself", () => {
    expect(layoutStaysOnLivePage(args("/events/e1/door", "/events/e1/door", "POST"))).toBe(false);
    expect(layoutStaysOnLivePage(args("/events/e1/door", "/events/e1/info"))).toBe(false);
    expect(layoutStaysOnLivePage(args("/events", "/events?page=2"))).toBe(false);
  });
});
