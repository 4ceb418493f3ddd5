// The rules of the event workspace: the release breakdown, reservation transitions and table capacity, venue time,
// an event's phase, the events list's period filter, and which tabs each role opens.
import { describe, expect, it } from "vitest";
import { eventsListQuery } from "./support/events-query";
import { eventTabsFor } from "~/core/access/navigation";
import { viewerOf } from "~/core/access/permissions";
import { formatDate, formatDateTime } from "~/core/format/format";
import {
  allowedActions,
  canApply,
  needsConfirmation,
  reservationActions,
  reservationStatuses,
  tableAllows,
  targetStatus,
} from "~/domains/reservations/reservation-transitions";
import { releaseBreakdown } from "~/domains/events/ticket-pricing";
import { parseVenueDateTime, shiftDays, showVenueDateTime } from "~/core/format/venue-time";
import { eventPhase } from "~/domains/events/events.resources";
import type { SessionUser } from "~/core/auth/user";

describe("release price breakdown", () => {
  it("is the online price formula when the venue takes no fee", () => {
    expect(releaseBreakdown(1000, 0)).toEqual({ price: 1000, platformFees: 0, cardFee: 50, total: 1050 });
  });

  it("adds the venue's online fee before grossing up by the card fee", () => {
    // 5 % of 1000 = 50; x = 1050: p = ceil(1080.5 / 0.9817) = ceil(1100.64…) = 1101; fee = ceil(1.22 × (16.515 + 25)) = ceil(50.6483) = 51.
    expect(releaseBreakdown(1000, 5)).toEqual({ price: 1000, platformFees: 50, cardFee: 51, total: 1101 });
    // 3 % of 1999 = 59.97 → 60 (up to the cent).
    expect(releaseBreakdown(1999, 3).platformFees).toBe(60);
  });

  it("treats a missing or negative fee as none", () => {
    expect(releaseBreakdown(2500, Number.NaN)).toEqual(releaseBreakdown(2500, 0));
    expect(releaseBreakdown(2500, -4)).toEqual(releaseBreakdown(2500, 0));
  });
});

describe("reservation transitions (spec section 4)", () => {
  it("offers accept and reject only while the venue has not decided", () => {
    expect(allowedActions("pending")).toEqual(["accept", "reject", "cancel"]);
    expect(allowedActions("waitingOrganizer")).toEqual(["accept", "reject", "cancel"]);
  });

  it("refunds and marks used only a valid ticket", () => {
    expect(allowedActions("accepted")).toEqual(["cancel", "refund", "markUsed"]);
    expect(allowedActions("usable")).toEqual(["cancel", "refund", "markUsed"]);
    expect(allowedActions("toPay")).toEqual(["cancel"]);
  });

  it("offers nothing in a final state", () => {
    for (const status of ["rejected", "cancelled", "deleted", "refunded", "used"])
      expect(allowedActions(status)).toEqual([]);
  });

  it("refuses what a state does not allow, and unknown actions or states", () => {
    expect(canApply("refund", "cancelled")).toBe(false);
    expect(canApply("accept", "used")).toBe(false);
    expect(canApply("markUsed", "pending")).toBe(false);
    expect(canApply("delete", "pending")).toBe(false);
    expect(canApply("accept", "nonsense")).toBe(false);
    expect(canApply("accept", "pending")).toBe(true);
  });

  it("leads every action to a known state, and asks first before refunding", () => {
    for (const action of reservationActions) expect(reservationStatuses).toContain(targetStatus(action));
    expect(targetStatus("refund")).toBe("refunded");
    expect(needsConfirmation("refund")).toBe(true);
    expect(needsConfirmation("accept")).toBe(false);
  });

  it("gives a table no more reservations than its maximum", () => {
    expect(tableAllows(2, 0)).toBe(true);
    expect(tableAllows(2, 1)).toBe(true);
    expect(tableAllows(2, 2)).toBe(false);
    expect(tableAllows(null, 0)).toBe(true);
    expect(tableAllows(undefined, 1)).toBe(false);
  });
});

describe("venue time (Europe/Rome)", () => {
  it("reads a typed time as the venue's wall clock, in winter and in summer", () => {
    expect(parseVenueDateTime("23/11/2026 22:30")).toBe("2026-11-23T21:30:00.000Z");
    expect(parseVenueDateTime("1/7/2026 9.05")).toBe("2026-07-01T07:05:00.000Z");
  });

  it("refuses what is not a real time", () => {
    for (const text of ["31/11/2026 22:30", "23/11/2026 24:00", "23/11/2026", "2026-11-23T22:30", "23/11/2026 22:61"]) {
      expect(parseVenueDateTime(text)).toBeNull();
    }
  });

  it("shows an instant as the venue's wall clock, and round-trips", () => {
    expect(showVenueDateTime("2026-11-23T21:30:00.000Z")).toBe("23/11/2026 22:30");
    expect(formatDateTime("2026-07-01T22:30:00.000Z")).toBe("02/07/2026 00:30");
    expect(formatDate("2026-12-31T23:30:00.000Z")).toBe("01/01/2027");
    expect(formatDate("1990-05-17")).toBe("17/05/1990");
    expect(formatDateTime("not a date")).toBe("");
    expect(parseVenueDateTime("31/02/2026 10:00")).toBeNull();
    expect(parseVenueDateTime("12/12/2030 24:00")).toBeNull();
    // Winter (UTC+1) and summer (UTC+2) at the venue, whatever the zone the test runs in.
    expect(parseVenueDateTime("15/01/2026 22:30")).toBe("2026-01-15T21:30:00.000Z");
    expect(parseVenueDateTime("15/07/2026 22:30")).toBe("2026-07-15T20:30:00.000Z");
    expect(showVenueDateTime(parseVenueDateTime("05/04/2026 03:15"))).toBe("05/04/2026 03:15");
  });

  it("shifts dates keeping the wall-clock time across daylight saving", () => {
    // 22:30 on 20 March (UTC+1) is 22:30 on 3 April (UTC+2).
    expect(showVenueDateTime(shiftDays("2026-03-20T21:30:00.000Z", 14))).toBe("03/04/2026 22:30");
    expect(shiftDays("2026-11-23T21:30:00.000Z", 7)).toBe("2026-11-30T21:30:00.000Z");
  });
});

describe("event phase", () => {
  const event = { startDate: "2026-11-23T21:30:00.000Z", endDate: "2026-11-24T03:30:00.000Z" };
  it("is upcoming before the start, ongoing until the end, past after", () => {
    expect(eventPhase(event, new Date("2026-11-23T21:29:59.000Z"))).toBe("upcoming");
    expect(eventPhase(event, new Date("2026-11-23T21:30:00.000Z"))).toBe("ongoing");
    expect(eventPhase(event, new Date("2026-11-24T03:30:00.000Z"))).toBe("ongoing");
    expect(eventPhase(event, new Date("2026-11-24T03:30:01.000Z"))).toBe("past");
  });
});

describe("events list period", () => {
  const now = new Date("2026-11-23T12:00:00.000Z");
  it("shows upcoming events by default, nearest first, and keeps the default out of the URL", () => {
    const { query, search } = eventsListQuery("", now);
    expect(query).toMatchObject({ "endDate[gte]": now.toISOString(), sort: "startDate" });
    expect(query).not.toHaveProperty("when");
    expect(search).toBe("");
  });

  it("shows past events newest first", () => {
    const { query, search } = eventsListQuery("when=past", now);
    expect(query).toMatchObject({ "endDate[lt]": now.toISOString(), sort: "-startDate" });
    expect(search).toBe("when=past");
  });

  it("shows all events with no date bound, and ignores an unknown period", () => {
    expect(Object.keys(eventsListQuery("when=all", now).query).some((key) => key.startsWith("endDate"))).toBe(false);
    expect(eventsListQuery("when=someday", now).query).toHaveProperty("endDate[gte]");
  });
});

describe("event workspace tabs (spec section 6)", () => {
  const user = (role: SessionUser["role"], venueRole?: string) =>
    viewerOf(
      { role, collaboratingDiscos: venueRole ? [{ discoId: "v1", discoName: "Demo", role: venueRole as never }] : [] },
      "v1",
    );

  it("shows a venue every tab it may open, the first being the details", () => {
    const tabs = eventTabsFor(user("disco"));
    expect(tabs[0]).toBe("info");
    expect(tabs).toEqual(
      expect.arrayContaining(["ticket-releases", "reservations", "galley", "cloakroom", "spin-gifts", "statistics"]),
    );
  });

  it("shows a galley attendant the galley only, a cloakroom attendant the cloakroom only", () => {
    expect(eventTabsFor(user("user", "galley_attendant"))).toEqual(["galley"]);
    expect(eventTabsFor(user("user", "cloakroom_attendant"))).toEqual(["cloakroom"]);
  });

  it("shows an event back-office collaborator the reservation tabs", () => {
    expect(eventTabsFor(user("user", "backoffice_event"))).toEqual(["door", "reservations", "web-reservations"]);
  });

  it("shows nothing to who may not open events", () => {
    expect(eventTabsFor(user("structure"))).toEqual([]);
    expect(eventTabsFor(user("user", "cashier"))).toEqual([]);
  });
});
