// The promoter ledger: per promoter, over one event or a period, what their lists brought in.
// A promoter is tied to the night through their lists (`lists.promoterId`); a reservation through its list (`listId`).
// Pure: the server reads the events, lists, reservations and table orders; this module adds them up.
import { expectedStatuses, guestsOf } from "~/domains/reservations/door";
import { isCollected } from "~/domains/orders/table-commission";
import { holdingStatuses } from "~/domains/reservations/reservation-transitions";

export type LedgerEvent = { _id: string; name?: string | null; startDate?: string | null };
export type LedgerList = {
  _id: string;
  eventId?: string | null;
  promoterId?: string | null;
  promoterName?: string | null;
};
export type LedgerReservation = {
  listId?: string | null;
  eventId?: string | null;
  status?: string | null;
  quantity?: number | null;
  tableId?: string | null;
  isGift?: boolean | null;
  hasFreeDrink?: boolean | null;
};
export type LedgerOrder = {
  eventId?: string | null;
  tableId?: string | null;
  status?: string | null;
  paymentType?: string | null;
  price?: unknown;
};

/** The states a promoter's reservations are counted by, in the order the ledger shows them. */
export const ledgerStatuses = ["pending", "accepted", "usable", "used", "cancelled", "rejected", "other"] as const;
type LedgerStatus = (typeof ledgerStatuses)[number];

export type LedgerFigures = {
  /** Names on their lists: the guests of their reservations expected at the door (accepted, usable, used). */
  names: number;
  /** Guests who entered: the guests of their used reservations. */
  entered: number;
  /** entered / names, 0 when there are no names. */
  share: number;
  reservations: number;
  byStatus: Record<LedgerStatus, number>;
  /** Their reservations holding a table, and what the orders at those tables that night collected (cents). */
  tableReservations: number;
  tablePaid: number;
  gifts: number;
  freeDrinks: number;
};

export type LedgerRow = LedgerFigures & { promoterId: string; promoterName: string; events: number };
export type LedgerNight = LedgerFigures & { eventId: string; eventName: string; startDate: string };

function emptyFigures(): LedgerFigures {
  return {
    names: 0,
    entered: 0,
    share: 0,
    reservations: 0,
    byStatus: Object.fromEntries(ledgerStatuses.map((status) => [status, 0])) as Record<LedgerStatus, number>,
    tableReservations: 0,
    tablePaid: 0,
    gifts: 0,
    freeDrinks: 0,
  };
}

const isIn = (list: readonly string[], value: string | null | undefined) => list.includes(value ?? "");

/** The figures of one promoter's reservations on one night, with the collected orders at their tables that night. */
function nightFigures(reservations: readonly LedgerReservation[], orders: readonly LedgerOrder[]): LedgerFigures {
  const figures = emptyFigures();
  const tables = new Set<string>();
  for (const reservation of reservations) {
    figures.reservations++;
    const status = (ledgerStatuses as readonly string[]).includes(reservation.status ?? "")
      ? (reservation.status as LedgerStatus)
      : "other";
    figures.byStatus[status]++;
    const holding = isIn(holdingStatuses, reservation.status);
    if (isIn(expectedStatuses, reservation.status)) figures.names += guestsOf(reservation);
    if (reservation.status === "used") figures.entered += guestsOf(reservation);
    if (holding && reservation.tableId) {
      figures.tableReservations++;
      tables.add(reservation.tableId);
    }
    if (holding && reservation.isGift) figures.gifts++;
    if (holding && reservation.hasFreeDrink) figures.freeDrinks++;
  }
  figures.tablePaid = orders
    .filter((order) => order.tableId && tables.has(order.tableId) && isCollected(order))
    .reduce((sum, order) => sum + (Number(order.price) || 0), 0);
  return withShare(figures);
}

function withShare(figures: LedgerFigures): LedgerFigures {
  return { ...figures, share: figures.names > 0 ? figures.entered / figures.names : 0 };
}

function addFigures(a: LedgerFigures, b: LedgerFigures): LedgerFigures {
  const byStatus = { ...a.byStatus };
  for (const status of ledgerStatuses) byStatus[status] += b.byStatus[status];
  return withShare({
    names: a.names + b.names,
    entered: a.entered + b.entered,
    share: 0,
    reservations: a.reservations + b.reservations,
    byStatus,
    tableReservations: a.tableReservations + b.tableReservations,
    tablePaid: a.tablePaid + b.tablePaid,
    gifts: a.gifts + b.gifts,
    freeDrinks: a.freeDrinks + b.freeDrinks,
  });
}

/**
 * Every promoter's nights: for each list with a promoter, its event's figures from the list's reservations. A promoter
 * with two lists on one night has one night row. Nights by date, newest first.
 */
export function promoterNights(
  events: readonly LedgerEvent[],
  lists: readonly LedgerList[],
  reservations: readonly LedgerReservation[],
  orders: readonly LedgerOrder[],
): Map<string, { promoterName: string; nights: LedgerNight[] }> {
  const eventById = new Map(events.map((event) => [event._id, event]));
  const byList = new Map<string, LedgerReservation[]>();
  for (const reservation of reservations)
    if (reservation.listId) byList.set(reservation.listId, [...(byList.get(reservation.listId) ?? []), reservation]);
  const ordersByEvent = new Map<string, LedgerOrder[]>();
  for (const order of orders)
    if (order.eventId) ordersByEvent.set(order.eventId, [...(ordersByEvent.get(order.eventId) ?? []), order]);

  // promoter -> event -> the reservations of their lists that night
  const grouped = new Map<string, { promoterName: string; events: Map<string, LedgerReservation[]> }>();
  for (const list of lists) {
    const event = list.eventId ? eventById.get(list.eventId) : undefined;
    if (!list.promoterId || !event) continue;
    const entry = grouped.get(list.promoterId) ?? { promoterName: list.promoterName ?? "", events: new Map() };
    entry.events.set(event._id, [...(entry.events.get(event._id) ?? []), ...(byList.get(list._id) ?? [])]);
    grouped.set(list.promoterId, entry);
  }
  const result = new Map<string, { promoterName: string; nights: LedgerNight[] }>();
  for (const [promoterId, { promoterName, events: nights }] of grouped) {
    const rows = [...nights.entries()].map(([eventId, night]) => {
      const event = eventById.get(eventId)!;
      return {
        eventId,
        eventName: event.name ?? "",
        startDate: event.startDate ?? "",
        ...nightFigures(night, ordersByEvent.get(eventId) ?? []),
      };
    });
    rows.sort((a, b) => b.startDate.localeCompare(a.startDate));
    result.set(promoterId, { promoterName, nights: rows });
  }
  return result;
}

/** One row per promoter: their nights added up. */
export function ledgerRows(nights: ReturnType<typeof promoterNights>): LedgerRow[] {
  return [...nights.entries()].map(([promoterId, { promoterName, nights: rows }]) => ({
    promoterId,
    promoterName,
    events: rows.length,
    ...rows.reduce<LedgerFigures>((sum, row) => addFigures(sum, row), emptyFigures()),
  }));
}

/** The figures of a row after its promoter (or night), in the order the pages and the CSV show them. */
export const ledgerFigureKeys = [
  "names",
  "entered",
  "share",
  "reservations",
  "tableReservations",
  "tablePaid",
  "gifts",
  "freeDrinks",
] as const;

/** The columns the ledger sorts by; the URL's `sort` names one, `-` first for descending. */
const ledgerSortKeys = ["promoterName", "events", ...ledgerFigureKeys] as const;
export type LedgerSortKey = (typeof ledgerSortKeys)[number];
export type LedgerSort = { key: LedgerSortKey; descending: boolean };

/** The sort the URL asks for, or the default: most guests entered first. */
export function parseLedgerSort(value: string | null): LedgerSort {
  const descending = value?.startsWith("-") ?? false;
  const key = (value ?? "").replace(/^-/, "");
  return (ledgerSortKeys as readonly string[]).includes(key)
    ? { key: key as LedgerSortKey, descending }
    : { key: "entered", descending: true };
}

export function sortLedger<T extends LedgerRow>(rows: readonly T[], { key, descending }: LedgerSort): T[] {
  const direction = descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const order =
      key === "promoterName"
        ? a.promoterName.localeCompare(b.promoterName, "it")
        : (a[key] as number) - (b[key] as number);
    return order * direction || a.promoterName.localeCompare(b.promoterName, "it");
  });
}
