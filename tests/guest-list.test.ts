import { describe, expect, it } from "vitest";
import { guestRows, personsOf } from "~/domains/reservations/guest-list";

const lists = new Map([
  ["l1", { name: "Lista Colombo", promoterName: "Chiara Colombo" }],
  ["l2", { name: "Lista senza promoter", promoterName: null }],
]);

describe("the guest list's rows", () => {
  it("sorts guests by name as the language does, accents and case folded, then by code", () => {
    const rows = guestRows(
      [
        { _id: "1", userName: "zeno Rossi", code: "R-3" },
        { _id: "2", userName: "Ágata Bruno", code: "R-2" },
        { _id: "3", userName: "Bruno Conti", code: "R-10" },
        { _id: "4", userName: "Bruno Conti", code: "R-9" },
        { _id: "5", userName: "Andrea Neri", code: "R-1" },
      ],
      lists,
      "it",
    );
    expect(rows.map((row) => `${row.name} ${row.code}`)).toEqual([
      "Ágata Bruno R-2",
      "Andrea Neri R-1",
      "Bruno Conti R-9",
      "Bruno Conti R-10",
      "zeno Rossi R-3",
    ]);
  });

  it("names the list, its promoter and the table, and leaves blank what a reservation lacks", () => {
    const [onList, bare, unknownList] = guestRows(
      [
        { _id: "1", userName: "A", code: "R-1", quantity: 3, listId: "l1", tableName: "Console 4" },
        { _id: "2", userName: "B", code: "R-2", listId: "l2" },
        { _id: "3", userName: "C", code: "R-3", quantity: 0, listId: "gone" },
      ],
      lists,
      "en",
    );
    expect(onList).toEqual({
      id: "1",
      name: "A",
      code: "R-1",
      persons: 3,
      list: "Lista Colombo",
      promoter: "Chiara Colombo",
      table: "Console 4",
    });
    expect(bare).toMatchObject({ persons: 1, list: "Lista senza promoter", promoter: "", table: "" });
    // A list the event no longer has, or none read: no name rather than an id.
    expect(unknownList).toMatchObject({ persons: 1, list: "", promoter: "" });
  });

  it("counts the persons the rows admit, one at least per reservation", () => {
    const rows = guestRows(
      [
        { _id: "1", userName: "A", quantity: 4 },
        { _id: "2", userName: "B", quantity: null },
      ],
      lists,
      "it",
    );
    expect(personsOf(rows)).toBe(5);
  });
});
