// The door of a night (decisions 031 and 048): what a reservation found at the entrance allows, and the counters the
// door reads. Who is in is the back-office's own count (door-store.server.ts): a reservation's people may enter in
// parts, an entry may be undone, and one the upstream already shows as used (let in by another system) stays in.
import { enterableStatuses, holdingStatuses, type ReservationStatus } from "./reservation-transitions";
import { nightEnd } from "./door-offline";

/** How many results the door shows for one search: a name rarely matches more, and the phone shows them all. */
export const resultLimit = 20;

/** The states the night expects at the door: those that may enter and those already in. */
export const expectedStatuses = holdingStatuses;

/** A reservation code as guests show it (R-10023), typed or scanned in any case; or a reservation's id (a QR link). */
export const codePattern = /^[A-Za-z]+-\d+$/;
export const idPattern = /^[a-f0-9]{24}$/i;

/** Whether a scanned or typed text names one reservation (its code or id) rather than a search of names. */
export function isExactCode(text: string): boolean {
  const value = text.trim();
  return codePattern.test(value) || idPattern.test(value);
}

/** Who let a reservation's people in last, when and on which phone, as the door tells it. */
export type EntryNote = { at: string | null; by: string | null; device: string | null };

export type DoorVerdict =
  /** Some or all of its people may walk in; `admitted` are in already (a group arriving in parts). */
  | { kind: "enter"; admitted: number; persons: number }
  | ({ kind: "entered"; persons: number } & EntryNote)
  | { kind: "refused"; reason: RefusalReason };

type RefusalReason = "otherEvent" | Exclude<ReservationStatus, "accepted" | "usable" | "used"> | "unknown";

const refusable: readonly string[] = [
  "pending",
  "rejected",
  "cancelled",
  "deleted",
  "toPay",
  "refunded",
  "waitingOrganizer",
];

type DoorReservationLike = {
  eventId?: string | null;
  status?: string | null;
  quantity?: number | null;
  usedAt?: string | null;
  usedByName?: string | null;
  updatedAt?: string | null;
};

/**
 * What the door may do with a reservation of `eventId`: its state upstream, and the door's own count of who is in
 * (`admission`, with the last entry's note) when it has met the reservation before.
 */
export function doorVerdict(
  reservation: DoorReservationLike,
  eventId: string,
  admission?: { admitted: number; persons: number; last?: EntryNote | null },
): DoorVerdict {
  if (reservation.eventId !== eventId) return { kind: "refused", reason: "otherEvent" };
  const status = reservation.status ?? "";
  const enterable = (enterableStatuses as readonly string[]).includes(status);
  if (!enterable && status !== "used")
    return { kind: "refused", reason: refusable.includes(status) ? (status as RefusalReason) : "unknown" };
  if (admission) {
    if (admission.admitted < admission.persons)
      return { kind: "enter", admitted: admission.admitted, persons: admission.persons };
    return {
      kind: "entered",
      persons: admission.persons,
      at: admission.last?.at ?? reservation.usedAt ?? null,
      by: admission.last?.by ?? reservation.usedByName ?? null,
      device: admission.last?.device ?? null,
    };
  }
  const persons = guestsOf(reservation);
  if (enterable) return { kind: "enter", admitted: 0, persons };
  return {
    kind: "entered",
    persons,
    at: reservation.usedAt ?? reservation.updatedAt ?? null,
    by: reservation.usedByName ?? null,
    device: null,
  };
}

/** People in by a verdict: all of a reservation that is in, those of a group already in, none otherwise. */
export function admittedBy(verdict: DoorVerdict): number {
  return verdict.kind === "entered" ? verdict.persons : verdict.kind === "enter" ? verdict.admitted : 0;
}

export type DoorCount = { key: string; label: string; entered: number; expected: number };

/** Guests of a reservation: its quantity, one when none is set. */
export function guestsOf(reservation: { quantity?: number | null }): number {
  return typeof reservation.quantity === "number" && reservation.quantity > 0 ? reservation.quantity : 1;
}

type Counted = { status?: string | null; quantity?: number | null; listId?: string | null; entered: number };
type ListInfo = { name: string; promoterId: string | null; promoterName: string | null };

/**
 * People in and expected for the night, and the same per list and per promoter (largest first). Reservations outside
 * the expected states are not counted; one without a list counts under "no list". `entered` is each reservation's
 * people in by the door's count.
 */
export function doorCounts(
  reservations: readonly Counted[],
  lists: ReadonlyMap<string, ListInfo>,
  labels: { noList: string; noPromoter: string },
): { total: DoorCount; byList: DoorCount[]; byPromoter: DoorCount[] } {
  const total: DoorCount = { key: "total", label: "", entered: 0, expected: 0 };
  const byList = new Map<string, DoorCount>();
  const byPromoter = new Map<string, DoorCount>();
  const add = (groups: Map<string, DoorCount>, key: string, label: string, guests: number, entered: number) => {
    const group = groups.get(key) ?? { key, label, entered: 0, expected: 0 };
    group.expected += guests;
    group.entered += entered;
    groups.set(key, group);
  };
  for (const reservation of reservations) {
    if (!(expectedStatuses as readonly string[]).includes(reservation.status ?? "")) continue;
    const guests = guestsOf(reservation);
    const entered = Math.min(guests, reservation.entered);
    total.expected += guests;
    total.entered += entered;
    const list = reservation.listId ? lists.get(reservation.listId) : undefined;
    add(byList, list ? reservation.listId! : "", list?.name ?? labels.noList, guests, entered);
    add(byPromoter, list?.promoterId ?? "", list?.promoterName ?? labels.noPromoter, guests, entered);
  }
  const ordered = (groups: Map<string, DoorCount>) =>
    [...groups.values()].sort((a, b) => b.expected - a.expected || a.label.localeCompare(b.label));
  return { total, byList: ordered(byList), byPromoter: ordered(byPromoter) };
}

/** A capacity's warning starts at this share of it. */
const capacityWarningShare = 0.9;

/** Where the door stands against the capacity the venue set: nothing set, fine, near (90%) or full. */
export function capacityState(entered: number, capacity: number | null): "none" | "ok" | "near" | "full" {
  if (!capacity || capacity <= 0) return "none";
  if (entered >= capacity) return "full";
  return entered >= capacity * capacityWarningShare ? "near" : "ok";
}

/** How long the doors open before an event's start: a queued tap from then on is a time of the night. */
const doorsOpenBeforeMs = 2 * 3_600_000;
/** A phone's clock may run ahead of the server's by this much. */
const tapClockSkewMs = 2 * 60_000;

/**
 * The time a guest walked in. A tap queued on a phone without network arrives later than it happened: its time is
 * taken when the post says it was queued and the time lies within the event's opening hours (from two hours before
 * its start to its end) and not after now. Any other post is entered now.
 */
export function entryTime(
  tap: { tappedAt: unknown; queued: boolean },
  now: Date,
  event: { startDate?: string; endDate?: string },
): string {
  const tapped =
    tap.queued && typeof tap.tappedAt === "string" && tap.tappedAt.length <= 40 ? Date.parse(tap.tappedAt) : NaN;
  const start = event.startDate ? Date.parse(event.startDate) : NaN;
  const end = nightEnd(event);
  if (Number.isNaN(tapped) || Number.isNaN(start) || end === null) return now.toISOString();
  if (tapped > now.getTime() + tapClockSkewMs || tapped < start - doorsOpenBeforeMs || tapped > end)
    return now.toISOString();
  return new Date(Math.min(tapped, now.getTime())).toISOString();
}

/** The order of the door's results: who can walk in first, then who is already in, then who cannot. */
export const verdictRank = { enter: 0, entered: 1, refused: 2 } as const;

type Searchable = {
  _id: string;
  code: string;
  name: string;
  list: string | null;
  promoter: string | null;
  verdict: DoorVerdict;
};

/** A kept guest found by its exact code or id, as a scanner reads it. */
export function findExact<T extends Searchable>(guests: readonly T[], text: string): T | undefined {
  const needle = text.trim().toLowerCase();
  return guests.find((guest) => guest.code.toLowerCase() === needle || guest._id.toLowerCase() === needle);
}

/**
 * A search of a kept guest list (the phone without network): the exact code or id first, then names, lists and
 * promoters that contain the text, in any case; at most `limit`, in the door's order.
 */
export function searchGuests<T extends Searchable>(guests: readonly T[], q: string, limit: number): T[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  const exact = findExact(guests, needle);
  const byText = guests.filter(
    (guest) =>
      guest !== exact &&
      [guest.name, guest.code, guest.list, guest.promoter].some((text) => text?.toLowerCase().includes(needle)),
  );
  const rank = (guest: T) => verdictRank[guest.verdict.kind];
  return [...(exact ? [exact] : []), ...byText.sort((a, b) => rank(a) - rank(b))].slice(0, limit);
}
