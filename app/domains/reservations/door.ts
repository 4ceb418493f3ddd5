// The door of a night (issue 15 §1): what a reservation found at the entrance allows, and the counters the door reads.
// A check-in asks for the state `used`: a reservation already used answers with the time it was used and is never
// counted twice, so a double tap or a resent post is harmless.
import type { ReservationStatus } from "./reservation-transitions";

/** How many results the door shows for one search: a name rarely matches more, and the phone shows them all. */
export const resultLimit = 20;

/** The states in which a guest may walk in: one tap makes them `used`. */
export const enterableStatuses: readonly ReservationStatus[] = ["accepted", "usable"];

/** The states the night expects at the door: the enterable ones and those already in. */
export const expectedStatuses: readonly ReservationStatus[] = ["accepted", "usable", "used"];

export type DoorVerdict =
  | { kind: "enter" }
  | { kind: "entered"; at: string | null; by: string | null }
  | { kind: "refused"; reason: RefusalReason };

export type RefusalReason = "otherEvent" | Exclude<ReservationStatus, "accepted" | "usable" | "used"> | "unknown";

/** What the door may do with a reservation of `eventId`, in its current state. */
export function doorVerdict(
  reservation: {
    eventId?: string | null;
    status?: string | null;
    usedAt?: string | null;
    usedByName?: string | null;
    updatedAt?: string | null;
  },
  eventId: string,
): DoorVerdict {
  if (reservation.eventId !== eventId) return { kind: "refused", reason: "otherEvent" };
  const status = reservation.status ?? "";
  if ((enterableStatuses as readonly string[]).includes(status)) return { kind: "enter" };
  if (status === "used")
    return {
      kind: "entered",
      at: reservation.usedAt ?? reservation.updatedAt ?? null,
      by: reservation.usedByName ?? null,
    };
  const known: readonly string[] = [
    "pending",
    "rejected",
    "cancelled",
    "deleted",
    "toPay",
    "refunded",
    "waitingOrganizer",
  ];
  return { kind: "refused", reason: known.includes(status) ? (status as RefusalReason) : "unknown" };
}

export type DoorCount = { key: string; label: string; entered: number; expected: number };

/** Guests of a reservation: its quantity, one when none is set. */
export function guestsOf(reservation: { quantity?: number | null }): number {
  return typeof reservation.quantity === "number" && reservation.quantity > 0 ? reservation.quantity : 1;
}

type Counted = { status?: string | null; quantity?: number | null; listId?: string | null };
type ListInfo = { name: string; promoterId: string | null; promoterName: string | null };

/**
 * Entered and expected guests for the night, and the same per list and per promoter (largest first). Reservations
 * outside the expected states are not counted; one without a list counts under "no list".
 */
export function doorCounts(
  reservations: readonly Counted[],
  lists: ReadonlyMap<string, ListInfo>,
  labels: { noList: string; noPromoter: string },
): { total: DoorCount; byList: DoorCount[]; byPromoter: DoorCount[] } {
  const total: DoorCount = { key: "total", label: "", entered: 0, expected: 0 };
  const byList = new Map<string, DoorCount>();
  const byPromoter = new Map<string, DoorCount>();
  const add = (groups: Map<string, DoorCount>, key: string, label: string, guests: number, entered: boolean) => {
    const group = groups.get(key) ?? { key, label, entered: 0, expected: 0 };
    group.expected += guests;
    if (entered) group.entered += guests;
    groups.set(key, group);
  };
  for (const reservation of reservations) {
    if (!(expectedStatuses as readonly string[]).includes(reservation.status ?? "")) continue;
    const guests = guestsOf(reservation);
    const entered = reservation.status === "used";
    total.expected += guests;
    if (entered) total.entered += guests;
    const list = reservation.listId ? lists.get(reservation.listId) : undefined;
    add(byList, list ? reservation.listId! : "", list?.name ?? labels.noList, guests, entered);
    add(byPromoter, list?.promoterId ?? "", list?.promoterName ?? labels.noPromoter, guests, entered);
  }
  const ordered = (groups: Map<string, DoorCount>) =>
    [...groups.values()].sort((a, b) => b.expected - a.expected || a.label.localeCompare(b.label));
  return { total, byList: ordered(byList), byPromoter: ordered(byPromoter) };
}

/** How far a check-in's tap may lie behind its delivery: a phone offline for a whole night, not longer. */
export const tapMaxAgeMs = 12 * 3_600_000;
/** A phone's clock may run ahead of the server's by this much. */
const tapClockSkewMs = 2 * 60_000;

/**
 * The time a guest walked in: the tap's time the phone sent (a check-in queued offline arrives later than it happened),
 * when it is a time within the night before now; else now.
 */
export function entryTime(tappedAt: unknown, now: Date): string {
  const tapped = typeof tappedAt === "string" && tappedAt.length <= 40 ? Date.parse(tappedAt) : NaN;
  if (Number.isNaN(tapped) || tapped > now.getTime() + tapClockSkewMs || tapped < now.getTime() - tapMaxAgeMs)
    return now.toISOString();
  return new Date(Math.min(tapped, now.getTime())).toISOString();
}

/** The order of the door's results: who can walk in first, then who is already in, then who cannot. */
export const verdictRank = { enter: 0, entered: 1, refused: 2 } as const;

type Searchable = { code: string; name: string; list: string | null; promoter: string | null; verdict: DoorVerdict };

/**
 * A search of a kept guest list (the phone without network): the exact code first, then names, lists and promoters
 * that contain the text, in any case; at most `limit`, in the door's order.
 */
export function searchGuests<T extends Searchable>(guests: readonly T[], q: string, limit: number): T[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  const byCode = guests.filter((guest) => guest.code.toLowerCase() === needle);
  const byText = guests.filter(
    (guest) =>
      !byCode.includes(guest) &&
      [guest.name, guest.code, guest.list, guest.promoter].some((text) => text?.toLowerCase().includes(needle)),
  );
  const rank = (guest: T) => verdictRank[guest.verdict.kind];
  return [...byCode, ...byText.sort((a, b) => rank(a) - rank(b))].slice(0, limit);
}
