// The forms of tables and reservations (spec sections 3 and 5): a capacity is a whole number from 1, a minimum spend
// is money (euro and cents, sent in cents), a reservation needs its event and guest; and how many reservations a
// table takes.
import { describe, expect, it } from "vitest";
import { checkRules } from "~/resource/field-rules";
import { payloadOf, validateFields } from "~/resource/field-values";
import { tables } from "~/domains/venues/venue-content.resources";
import { festivalReservations, reservations, webReservations } from "~/domains/reservations/reservations.resources";
import { tableAllows, tableCapacity } from "~/domains/reservations/reservation-transitions";

const table = { code: "T40", name: "Privé 40", maxReservations: "2", minSpend: "250,50", area: "Terrazza" };

describe("a table's form", () => {
  it("accepts a capacity and a minimum spend in euro, and sends the spend in cents", () => {
    const { values, errors } = validateFields(tables.fields, table);
    expect(errors).toEqual({});
    expect(payloadOf(tables.fields, values)).toMatchObject({ maxReservations: 2, minSpend: 25050, area: "Terrazza" });
  });

  it.each([
    ["maxReservations", "0", "validation.min|1"],
    ["maxReservations", "-3", "validation.min|1"],
    ["maxReservations", "1.5", "validation.integer"],
    ["maxReservations", "", "validation.required"],
    ["minSpend", "dieci", "validation.money"],
    ["minSpend", "-20", "validation.money"],
    ["minSpend", "12,345", "validation.money"],
    ["name", "", "validation.required"],
  ])("reports %s=%j as %s next to the field", (field, value, message) => {
    expect(validateFields(tables.fields, { ...table, [field]: value }).errors).toEqual({ [field]: message });
  });

  it("takes money as whole euro or euro and cents, with a comma or a point", () => {
    for (const amount of ["250", "250,5", "250.50", "0"])
      expect(checkRules([{ kind: "money" }], amount, {})).toBeNull();
  });
});

describe("a reservation's form", () => {
  const reservation = { eventId: "e1", userId: "u1", quantity: "2", tableId: "", isVip: "on", hasFreeDrink: "on" };

  it("sends the flags ticked and unticked, no table when none is chosen, and never a state", () => {
    const { values, errors } = validateFields(reservations.fields, reservation);
    expect(errors).toEqual({});
    expect(payloadOf(reservations.fields, values)).toEqual({
      eventId: "e1",
      userId: "u1",
      quantity: 2,
      tableId: null,
      isGift: false,
      isVip: true,
      isVipTemporary: false,
      hasFreeDrink: true,
      sendTicketViaEmail: false,
    });
  });

  it("asks for the event and the guest next to their fields", () => {
    expect(validateFields(reservations.fields, { ...reservation, eventId: "", userId: "" }).errors).toEqual({
      eventId: "validation.required",
      userId: "validation.required",
    });
  });

  it("is made by staff already accepted; festival ones pick festival events; web ones are not made here", () => {
    expect(reservations.createValues).toMatchObject({ status: "accepted" });
    expect(festivalReservations.fields.find((field) => field.name === "eventId")?.optionsFrom?.query).toEqual({
      isFestival: "true",
    });
    expect(webReservations.actions).toMatchObject({ create: false, delete: false });
    expect(reservations.actions).toMatchObject({ delete: false });
  });
});

describe("a table's capacity", () => {
  it("is its maximum of reservations, one when none is set", () => {
    expect(tableCapacity(4)).toBe(4);
    expect(tableCapacity(null)).toBe(1);
    expect(tableCapacity(0)).toBe(1);
    expect(tableAllows(4, 3)).toBe(true);
    expect(tableAllows(4, 4)).toBe(false);
  });
});
