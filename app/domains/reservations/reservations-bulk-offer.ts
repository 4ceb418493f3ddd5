// What the reservations list offers to do with many rows, as its page and its server side both read it: the rules of
// each state stay in reservation-transitions.ts, free of the list's types.
import type { BulkOffer } from "~/core/lists/bulk";
import { bulkReservationActions, notifiesGuest, type BulkReservationAction } from "./reservation-transitions";

/** Reservations many at a time: accept, reject, cancel; a row is named by its code. */
export const reservationBulkOffer: BulkOffer<BulkReservationAction> = {
  texts: "reservations",
  actions: bulkReservationActions,
  dangerous: ["reject", "cancel"],
  notifies: bulkReservationActions.filter(notifiesGuest),
  actionLabel: (action) => `reservations.actions.${action}`,
  rowName: (row) => String(row.code ?? row._id),
};
