// The door's rules (decision 048): what a reservation allows given the door's own count of who is in, the counters in
// people (groups entering in parts, guests the upstream shows as used), and the capacity's warning at 90%.
import { describe, expect, it } from "vitest";
import { admittedBy, capacityState, doorCounts, doorVerdict, isExactCode } from "~/domains/reservations/door";

const eventId = "event-1";

describe("what a reservation allows at the door", () => {
  it("lets everyone in when the door has not met it and it is accepted or usable", () => {
    expect(doorVerdict({ eventId, status: "accepted", quantity: 6 }, eventId)).toEqual({
      kind: "enter",
      admitted: 0,
      persons: 6,
    });
  });

  it("lets the rest of a group in after a first part, and says who is in once all are", () => {
    const partly = doorVerdict({ eventId, status: "used", quantity: 6 }, eventId, { admitted: 3, persons: 6 });
    expect(partly).toEqual({ kind: "enter", admitted: 3, persons: 6 });
    const all = doorVerdict({ eventId, status: "used", quantity: 6 }, eventId, {
      admitted: 6,
      persons: 6,
      last: { at: "2026-11-28T23:41:00.000Z", by: "Matteo Gallo", device: "iPhone · Safari" },
    });
    expect(all).toEqual({
      kind: "entered",
      persons: 6,
      at: "2026-11-28T23:41:00.000Z",
      by: "Matteo Gallo",
      device: "iPhone · Safari",
    });
  });

  it("keeps in a guest the upstream shows as used (let in by another system)", () => {
    expect(
      doorVerdict({ eventId, status: "used", usedAt: "2026-11-28T23:00:00.000Z", usedByName: "Cassa" }, eventId),
    ).toMatchObject({ kind: "entered", by: "Cassa", device: null });
  });

  it("lets people in again once their entry is undone, even before the upstream hears of it", () => {
    expect(doorVerdict({ eventId, status: "used", quantity: 2 }, eventId, { admitted: 0, persons: 2 })).toEqual({
      kind: "enter",
      admitted: 0,
      persons: 2,
    });
  });

  it("refuses another event's reservation and any state that cannot enter, whatever the door counted", () => {
    expect(doorVerdict({ eventId: "other", status: "accepted" }, eventId)).toEqual({
      kind: "refused",
      reason: "otherEvent",
    });
    expect(doorVerdict({ eventId, status: "cancelled" }, eventId, { admitted: 1, persons: 2 })).toEqual({
      kind: "refused",
      reason: "cancelled",
    });
    expect(doorVerdict({ eventId, status: "weird" }, eventId)).toEqual({ kind: "refused", reason: "unknown" });
  });
});

describe("the door's counters", () => {
  const lists = new Map([["list-1", { name: "Lista Colombo", promoterId: "p-1", promoterName: "Marco Colombo" }]]);
  const labels = { noList: "Senza lista", noPromoter: "Senza promoter" };

  it("count people, groups in part, and nothing outside the expected states", () => {
    const counts = doorCounts(
      [
        { status: "used", quantity: 6, listId: "list-1", entered: 3 },
        { status: "accepted", quantity: 2, listId: "list-1", entered: 0 },
        { status: "used", quantity: 1, entered: 1 },
        { status: "cancelled", quantity: 4, entered: 0 },
      ],
      lists,
      labels,
    );
    expect(counts.total).toMatchObject({ entered: 4, expected: 9 });
    expect(counts.byList).toEqual([
      { key: "list-1", label: "Lista Colombo", entered: 3, expected: 8 },
      { key: "", label: "Senza lista", entered: 1, expected: 1 },
    ]);
    expect(counts.byPromoter[0]).toMatchObject({ label: "Marco Colombo", entered: 3, expected: 8 });
  });

  it("take people in from a verdict: all of one in, the part of a group, none of one refused", () => {
    expect(admittedBy({ kind: "entered", persons: 4, at: null, by: null, device: null })).toBe(4);
    expect(admittedBy({ kind: "enter", admitted: 2, persons: 4 })).toBe(2);
    expect(admittedBy({ kind: "refused", reason: "cancelled" })).toBe(0);
  });

  it("warn from 90% of the capacity the venue set, and say when it is full", () => {
    expect(capacityState(100, null)).toBe("none");
    expect(capacityState(89, 100)).toBe("ok");
    expect(capacityState(90, 100)).toBe("near");
    expect(capacityState(100, 100)).toBe("full");
  });
});

describe("what a scanner reads", () => {
  it("is a code or a reservation id, in any case; anything else is a search", () => {
    expect(isExactCode("R-10074")).toBe(true);
    expect(isExactCode(" r-10074 ")).toBe(true);
    expect(isExactCode("0123456789abcdef01234567")).toBe(true);
    expect(isExactCode("R-10010R-10074")).toBe(false);
    expect(isExactCode("Rossi")).toBe(false);
  });
});
