// The name an audit entry keeps of its record (decision 035): what the lists call it, taken when it is written, in no
// language of its own (the entity's word is the reader's, added where it is shown).
import { describe, expect, it } from "vitest";
import { describeWrite } from "~/core/audit/audit";
import { recordLabelOf } from "~/core/audit/audit-label";

describe("recordLabelOf", () => {
  it("names a reservation by its code and its guest, as the reservations list shows them", () => {
    expect(recordLabelOf("reservations", { code: "R-10000", userName: "Beatrice Rossi", status: "usable" })).toBe(
      "R-10000 · Beatrice Rossi",
    );
  });

  it("names a coat's slot by its number alone, whoever holds it tonight", () => {
    expect(recordLabelOf("cloakroom-slots", { code: "G001", holderName: "Mario Bianchi" })).toBe("G001");
  });

  it("names an event, a person and an order the way their pages do", () => {
    expect(recordLabelOf("events", { name: "Notte Latina", discoId: "c1" })).toBe("Notte Latina");
    expect(recordLabelOf("users", { name: "Giulia", surname: "Rossi", email: "g@x.test" })).toBe("Giulia Rossi");
    expect(recordLabelOf("orders", { token: "ORD-2N9C", userName: "Luca Verdi" })).toBe("ORD-2N9C · Luca Verdi");
  });

  it("has no name for a record that says nothing of the kind, and keeps a long one short", () => {
    expect(recordLabelOf("galley-logs", { quantity: 3 })).toBeNull();
    expect(recordLabelOf("events", null)).toBeNull();
    expect(recordLabelOf("events", { name: "x".repeat(300) })).toHaveLength(120);
  });
});

describe("the name a write keeps", () => {
  it("is the record after the write: the answer over the body over the record as it was", () => {
    const before = { _id: "s1", code: "G001", status: "taken" };
    expect(describeWrite("PUT", "/cloakroom-slots/s1", { status: "returned" }, before, undefined).recordLabel).toBe(
      "G001",
    );
    expect(
      describeWrite(
        "PUT",
        "/events/e1",
        { name: "Notte Nuova" },
        { _id: "e1", name: "Notte Vecchia" },
        {
          _id: "e1",
          name: "Notte Nuova",
        },
      ).recordLabel,
    ).toBe("Notte Nuova");
  });

  it("of a deleted record is what it was", () => {
    expect(
      describeWrite("DELETE", "/vips/v1", undefined, { _id: "v1", name: "Anna", surname: "Neri" }, null).recordLabel,
    ).toBe("Anna Neri");
  });
});
