// Bulk changes of reservations (decision 023): accept, reject or cancel the rows chosen on a page, or every reservation
// matching the list's filter. Besides what every bulk run does (app/resource/bulk.server.ts), a reservation's state
// must allow the change, and an accept needs room at the reservation's table; reservations at one table take turns.
import { z } from "zod";
import { updateRow, type BulkKind } from "~/resource/bulk-kind.server";
import { canApply, targetStatus, type BulkReservationAction } from "./reservation-transitions";
import { reservationBulkOffer } from "./reservations-bulk-offer";
import { acceptProblem, reservationSchema, type Reservation } from "./reservations.server";

export const reservationBulk: BulkKind<Reservation & { _id: string }, BulkReservationAction> = {
  ...reservationBulkOffer,
  schema: reservationSchema.extend({ _id: z.string() }),
  refusal: ({ t }, action, row) => {
    const status = row.status ?? "";
    return canApply(action, status)
      ? null
      : t("bulk.reasons.state", { status: t(`reservationStatuses.${status}`, { defaultValue: status }) });
  },
  apply: async (context, action, row) => {
    if (action === "accept") {
      const full = await acceptProblem(context.signed, context.t, row);
      if (full) return full;
    }
    return updateRow(context, row, { status: targetStatus(action) });
  },
  // Two accepts must not both take a table's last place.
  lane: (action, row) => (action === "accept" && row.tableId ? row.tableId : null),
};
