// Reservations and tables (spec sections 3 and 4), hooks of the generic entity handler (entities.mjs). A reservation
// staff create gets a code and a state; its `tableId` must name a table, whose name is answered beside it (and
// cleared when the reservation leaves its table); flags are booleans, the state one of section 4's. A table's
// capacity (`maxReservations`) is a whole number from 1 and its minimum spend (`minSpend`, cents) one from 0. How full
// a table is stays the app's rule to check (the mock does not refuse a full table: the spec does not say the
// platform does).
import { HttpError } from "./http.mjs";

const reservationStatuses = [
  "usable",
  "pending",
  "accepted",
  "rejected",
  "cancelled",
  "deleted",
  "toPay",
  "refunded",
  "used",
  "waitingOrganizer",
];
const reservationFlags = ["isGift", "isVip", "isVipTemporary", "hasFreeDrink", "sendTicketViaEmail"];

function checkReservation(record) {
  if (record.status !== undefined && !reservationStatuses.includes(record.status))
    throw new HttpError(400, `status must be one of ${reservationStatuses.join(", ")}`);
  for (const flag of reservationFlags)
    if (record[flag] !== undefined && record[flag] !== null && typeof record[flag] !== "boolean")
      throw new HttpError(400, `${flag} must be true or false`);
  if (
    record.quantity !== undefined &&
    record.quantity !== null &&
    !(Number.isInteger(record.quantity) && record.quantity >= 1)
  )
    throw new HttpError(400, "quantity must be a whole number from 1");
}

/** The table a reservation names, with its name beside it; none when `tableId` is empty. */
function placeAtTable(store, record) {
  if (record.tableId === undefined) return;
  if (record.tableId === null || record.tableId === "") {
    record.tableId = null;
    record.tableName = null;
    return;
  }
  const table = store.collection("tables").find((candidate) => candidate._id === record.tableId);
  if (!table) throw new HttpError(400, "tableId must name a table");
  record.tableName = table.name;
}

/** The next free code of the R-<number> series the seed starts. */
function nextCode(store) {
  const numbers = store
    .collection("reservations")
    .map((reservation) => Number(/^R-(\d+)$/.exec(String(reservation.code ?? ""))?.[1] ?? 0));
  return `R-${Math.max(10000, ...numbers) + 1}`;
}

export const reservationHooks = {
  beforeCreate(store, record) {
    checkReservation(record);
    placeAtTable(store, record);
    record.code ??= nextCode(store);
    // The event's name is answered beside its id, as the seed's reservations have it.
    const event = store.collection("events").find((candidate) => candidate._id === record.eventId);
    if (event) record.eventName ??= event.name;
    record.status ??= "pending";
    record.quantity ??= 1;
    for (const flag of reservationFlags) record[flag] ??= false;
  },
  beforeUpdate(store, existing, merged, body) {
    checkReservation(body);
    if ("tableId" in body) placeAtTable(store, merged);
    // The time a guest walked in: the one the caller names (the door's tap, sent later when the phone was offline),
    // else now; set when the reservation becomes used, kept if it is written used again.
    if (merged.status === "used" && existing.status !== "used") {
      const named = typeof body.usedAt === "string" ? Date.parse(body.usedAt) : NaN;
      merged.usedAt = new Date(Number.isNaN(named) ? Date.now() : named).toISOString();
    } else if (merged.status === "used") {
      merged.usedAt = existing.usedAt;
      merged.usedByName = existing.usedByName;
      merged.usedById = existing.usedById;
    }
  },
};

function checkTable(record) {
  const whole = (value, min) => value === undefined || value === null || (Number.isInteger(value) && value >= min);
  if (!whole(record.maxReservations, 1)) throw new HttpError(400, "maxReservations must be a whole number from 1");
  if (!whole(record.minSpend, 0)) throw new HttpError(400, "minSpend must be a whole number of cents from 0");
}

export const tableHooks = {
  beforeCreate(_store, record) {
    checkTable(record);
  },
  beforeUpdate(store, existing, merged) {
    checkTable(merged);
    // A renamed table is answered under its new name in its reservations.
    if (merged.name !== existing.name)
      for (const reservation of store.collection("reservations"))
        if (reservation.tableId === existing._id) reservation.tableName = merged.name;
  },
};
