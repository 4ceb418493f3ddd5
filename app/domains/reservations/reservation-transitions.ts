// What can be done to a reservation in each of its states (spec section 4). Only these actions are offered, and the
// action refuses any other, so a stale page cannot refund a cancelled reservation.
export const reservationStatuses = [
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
] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const reservationActions = ["accept", "reject", "cancel", "refund", "markUsed"] as const;
export type ReservationAction = (typeof reservationActions)[number];

/** The changes staff make to many reservations at once (decision 023): refunds and entrances stay one by one. */
export const bulkReservationActions = ["accept", "reject", "cancel"] as const satisfies readonly ReservationAction[];
export type BulkReservationAction = (typeof bulkReservationActions)[number];

const transitions: Record<ReservationAction, { from: readonly ReservationStatus[]; to: ReservationStatus }> = {
  // Waiting for the venue: it takes or turns down the request.
  accept: { from: ["pending", "waitingOrganizer"], to: "accepted" },
  reject: { from: ["pending", "waitingOrganizer"], to: "rejected" },
  // Not yet paid or not yet used: the venue can call it off.
  cancel: { from: ["pending", "waitingOrganizer", "toPay", "accepted", "usable"], to: "cancelled" },
  // Paid and not used: the money goes back.
  refund: { from: ["accepted", "usable"], to: "refunded" },
  // At the door: a valid ticket is used once.
  markUsed: { from: ["accepted", "usable"], to: "used" },
};

/** The actions a reservation in this state offers, in the order the list shows them. */
export function allowedActions(status: string): ReservationAction[] {
  return reservationActions.filter((action) => (transitions[action].from as readonly string[]).includes(status));
}

export function canApply(action: string, status: string): action is ReservationAction {
  return (
    (reservationActions as readonly string[]).includes(action) &&
    allowedActions(status).includes(action as ReservationAction)
  );
}

export function targetStatus(action: ReservationAction): ReservationStatus {
  return transitions[action].to;
}

/** Actions that need a confirmation first (spec section 5: refund); the others are one click at the door. */
export function needsConfirmation(action: ReservationAction): boolean {
  return action === "refund" || action === "reject" || action === "cancel";
}

/**
 * The changes the platform tells the guest about (their booking turned down, called off or paid back), so the
 * confirmation says the guest will be notified (decision 051); an accept or an entry is not announced.
 */
const guestNotified: readonly ReservationAction[] = ["reject", "cancel", "refund"];

export function notifiesGuest(action: ReservationAction): boolean {
  return guestNotified.includes(action);
}

/** The states in which a guest may walk in at the door (or be seated): an entry makes them `used`. */
export const enterableStatuses: readonly ReservationStatus[] = transitions.markUsed.from;

/** Reservations that hold a table, and that the door expects: those that may enter and those already in. */
export const holdingStatuses: readonly ReservationStatus[] = [...enterableStatuses, transitions.markUsed.to];

/** How many holding reservations a table takes per event: its `maxReservations`, one when none is set. */
export function tableCapacity(maxReservations: number | undefined | null): number {
  return typeof maxReservations === "number" && maxReservations > 0 ? maxReservations : 1;
}

/** A table takes at most `maxReservations` holding reservations per event; no limit set means one. */
export function tableAllows(maxReservations: number | undefined | null, holding: number): boolean {
  return holding < tableCapacity(maxReservations);
}
