// The promoter ledger's arithmetic, on records written out by hand: names are the guests the door
// expects, entered the guests checked in, tables count only reservations holding one, and a table's paid amount only
// the money the venue collected that night.
import { describe, expect, it } from "vitest";
import { ledgerRows, parseLedgerSort, promoterNights, sortLedger } from "~/domains/promoters/ledger";

const events = [
  { _id: "e1", name: "Venerdì", startDate: "2026-11-20T22:30:00.000Z" },
  { _id: "e2", name: "Sabato", startDate: "2026-11-21T22:30:00.000Z" },
];
const lists = [
  { _id: "l1", eventId: "e1", promoterId: "p1", promoterName: "Anna Bianchi" },
  { _id: "l2", eventId: "e2", promoterId: "p1", promoterName: "Anna Bianchi" },
  { _id: "l3", eventId: "e2", promoterId: "p1", promoterName: "Anna Bianchi" },
  { _id: "l4", eventId: "e2", promoterId: "p2", promoterName: "Bruno Rossi" },
  // A list without a promoter and one of an event outside the ledger count for nobody.
  { _id: "l5", eventId: "e2", promoterId: null },
  { _id: "l6", eventId: "elsewhere", promoterId: "p2", promoterName: "Bruno Rossi" },
];
const reservations = [
  { listId: "l1", eventId: "e1", status: "used", quantity: 4, tableId: "t1", hasFreeDrink: true },
  { listId: "l1", eventId: "e1", status: "accepted", quantity: 2, isGift: true },
  { listId: "l1", eventId: "e1", status: "cancelled", quantity: 3, isGift: true, tableId: "t2" },
  { listId: "l2", eventId: "e2", status: "usable", quantity: null },
  { listId: "l3", eventId: "e2", status: "pending", quantity: 5 },
  { listId: "l3", eventId: "e2", status: "toPay", quantity: 2 },
  { listId: "l4", eventId: "e2", status: "used", quantity: 3, tableId: "t1" },
  { listId: "l5", eventId: "e2", status: "used", quantity: 9 },
  { listId: "l6", eventId: "elsewhere", status: "used", quantity: 9 },
];
const orders = [
  { eventId: "e1", tableId: "t1", status: "paid", paymentType: "loco", price: 12000 },
  { eventId: "e1", tableId: "t1", status: "inProgress", paymentType: "stripe", price: 3000 },
  // Not collected: refunded, or still waiting for the payment.
  { eventId: "e1", tableId: "t1", status: "refunded", paymentType: "stripe", price: 9000 },
  { eventId: "e1", tableId: "t1", status: "waitingPayment", paymentType: "stripe", price: 7000 },
  // The cancelled reservation's table and another night's orders at the same table do not count on the first night.
  { eventId: "e1", tableId: "t2", status: "paid", paymentType: "loco", price: 50000 },
  { eventId: "e2", tableId: "t1", status: "paid", paymentType: "loco", price: 40000 },
];

const nights = promoterNights(events, lists, reservations, orders);

describe("promoterNights", () => {
  it("adds up one promoter's lists night by night, newest first", () => {
    const anna = nights.get("p1")!;
    expect(anna.promoterName).toBe("Anna Bianchi");
    expect(anna.nights.map((night) => night.eventName)).toEqual(["Sabato", "Venerdì"]);
    const [saturday, friday] = anna.nights;
    expect(friday).toMatchObject({
      eventId: "e1",
      names: 6,
      entered: 4,
      share: 4 / 6,
      reservations: 3,
      tableReservations: 1,
      tablePaid: 15000,
      gifts: 1,
      freeDrinks: 1,
    });
    expect(friday!.byStatus).toMatchObject({ used: 1, accepted: 1, cancelled: 1, pending: 0 });
    // Two lists on one night are one night; a reservation without a quantity is one guest; toPay is "other".
    expect(saturday).toMatchObject({ names: 1, entered: 0, share: 0, reservations: 3, tablePaid: 0 });
    expect(saturday!.byStatus).toMatchObject({ usable: 1, pending: 1, other: 1 });
  });

  it("counts a table's orders of that night only, for the promoter whose reservation holds it", () => {
    expect(nights.get("p2")!.nights).toEqual([
      expect.objectContaining({ eventId: "e2", names: 3, entered: 3, tableReservations: 1, tablePaid: 40000 }),
    ]);
  });

  it("leaves out lists without a promoter and events outside the ledger", () => {
    expect([...nights.keys()].sort()).toEqual(["p1", "p2"]);
  });
});

describe("ledgerRows", () => {
  it("adds a promoter's nights up, the share from the totals", () => {
    const anna = ledgerRows(nights).find((row) => row.promoterId === "p1")!;
    expect(anna).toMatchObject({ events: 2, names: 7, entered: 4, share: 4 / 7, reservations: 6, tablePaid: 15000 });
    expect(anna.byStatus).toEqual({
      pending: 1,
      accepted: 1,
      usable: 1,
      used: 1,
      cancelled: 1,
      rejected: 0,
      other: 1,
    });
  });
});

describe("sorting", () => {
  const rows = ledgerRows(nights);
  it("sorts by most guests entered unless the URL names a known column", () => {
    expect(parseLedgerSort(null)).toEqual({ key: "entered", descending: true });
    expect(parseLedgerSort("-tablePaid")).toEqual({ key: "tablePaid", descending: true });
    expect(parseLedgerSort("names")).toEqual({ key: "names", descending: false });
    expect(parseLedgerSort("constructor")).toEqual({ key: "entered", descending: true });
  });
  it("orders by the column, then by name", () => {
    expect(sortLedger(rows, parseLedgerSort("-entered")).map((row) => row.promoterId)).toEqual(["p1", "p2"]);
    expect(sortLedger(rows, parseLedgerSort("entered")).map((row) => row.promoterId)).toEqual(["p2", "p1"]);
    expect(sortLedger(rows, parseLedgerSort("-promoterName")).map((row) => row.promoterName)).toEqual([
      "Bruno Rossi",
      "Anna Bianchi",
    ]);
    expect(sortLedger(rows, parseLedgerSort("-tablePaid")).map((row) => row.promoterId)).toEqual(["p2", "p1"]);
  });
});
