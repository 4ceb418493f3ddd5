import { describe, expect, it } from "vitest";
import { stateCounts, tableMap } from "~/domains/orders/table-map";

const tables = [
  { _id: "t2", code: "T02", name: "Privé 2", area: "Privé", maxReservations: 2, minSpend: 50000 },
  { _id: "t1", code: "T01", name: "Privé 1", area: "Privé", maxReservations: 1, minSpend: 30000 },
  { _id: "t10", code: "T10", name: "Console 10", area: "Console", maxReservations: 1, minSpend: null },
  { _id: "t3", code: "T03", name: "Sgabello", area: "", maxReservations: null },
  { _id: "t4", code: "T04", name: "Giardino 4", area: "Giardino", maxReservations: 1 },
];
const reservations = [
  { _id: "r1", tableId: "t2", status: "used", quantity: 4, userName: "Anna Neri", code: "R-1" },
  { _id: "r2", tableId: "t2", status: "accepted", quantity: 3, userName: "Bruno Sala", code: "R-2" },
  // Not holding: cancelled, pending.
  { _id: "r3", tableId: "t2", status: "cancelled", quantity: 5, userName: "Carla Fo", code: "R-3" },
  { _id: "r4", tableId: "t1", status: "pending", quantity: 2, userName: "Dario Re", code: "R-4" },
  { _id: "r5", tableId: "t10", status: "usable", quantity: null, userName: "Elsa Po", code: "R-5" },
  { _id: "r6", tableId: "t4", status: "accepted", quantity: 2, userName: "Fabio Lo", code: "R-6" },
];
const orders = [
  { tableId: "t2", status: "paid", paymentType: "stripe", price: 12000 },
  { tableId: "t2", status: "inProgress", paymentType: "loco", price: 8000 },
  // Not collected: refunded, unpaid, free.
  { tableId: "t2", status: "refunded", paymentType: "stripe", price: 99900 },
  { tableId: "t2", status: "toPay", paymentType: "stripe", price: 99900 },
  { tableId: "t2", status: "paid", paymentType: "free", price: 99900 },
  { tableId: "t1", status: "paid", paymentType: "loco", price: 4500 },
];

describe("the floor of a night", () => {
  const floor = tableMap(tables, reservations, orders, ["t4"]);

  it("groups tables by area in alphabetical order, tables without an area last, by code within an area", () => {
    expect(floor.map(({ area, tiles }) => [area, tiles.map((tile) => tile.code)])).toEqual([
      ["Console", ["T10"]],
      ["Giardino", ["T04"]],
      ["Privé", ["T01", "T02"]],
      [null, ["T03"]],
    ]);
  });

  it("counts holding reservations and their guests, booked and seated, and the collected orders", () => {
    const privé2 = floor[2].tiles[1];
    expect(privé2).toMatchObject({
      capacity: 2,
      held: 2,
      guestsBooked: 7,
      guestsSeated: 4,
      state: "seated",
      minSpend: 50000,
      spent: 20000,
    });
    expect(privé2.guests.map((guest) => guest.name)).toEqual(["Anna Neri", "Bruno Sala"]);
  });

  it("tells free, booked, seated and closed tables apart", () => {
    const states = Object.fromEntries(floor.flatMap(({ tiles }) => tiles.map((tile) => [tile.code, tile.state])));
    // T01: only a pending reservation, which holds nothing; T04: booked but closed by the venue.
    expect(states).toEqual({ T01: "free", T02: "seated", T03: "free", T04: "closed", T10: "booked" });
    expect(stateCounts(floor)).toEqual({ free: 2, booked: 1, seated: 1, closed: 1 });
    // A reservation without a quantity is one guest; a table without a limit takes one reservation.
    expect(floor[0].tiles[0]).toMatchObject({ guestsBooked: 1, capacity: 1, held: 1 });
    expect(floor[3].tiles[0]).toMatchObject({ capacity: 1, minSpend: null, spent: 0 });
  });
});
