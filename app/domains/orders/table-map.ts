// The floor of a night: every table of the venue as a tile, grouped by area, with what is booked
// and seated at it, its state, and what its paid orders add up to against its minimum spend. Pure: the tables tab reads
// the venue's tables, the event's reservations at tables and its table orders, and this module draws the floor.
import { holdingStatuses, tableCapacity } from "~/domains/reservations/reservation-transitions";
import { isCollected } from "./table-commission";

export type MapTable = {
  _id: string;
  code?: string | null;
  name?: string | null;
  area?: string | null;
  maxReservations?: number | null;
  minSpend?: number | null;
};
export type MapReservation = {
  _id: string;
  tableId?: string | null;
  status?: string | null;
  quantity?: number | null;
  userName?: string | null;
  code?: string | null;
};
export type MapOrder = {
  tableId?: string | null;
  status?: string | null;
  paymentType?: string | null;
  price?: unknown;
};

/** free: nothing holds it; booked: reservations hold it, none has entered; seated: a guest of it has entered; closed:
 * the venue took it out of tonight's floor. */
export const tableStates = ["free", "booked", "seated", "closed"] as const;
export type TableState = (typeof tableStates)[number];

type TableGuest = { reservationId: string; name: string; code: string; status: string; quantity: number };

export type TableTile = {
  id: string;
  code: string;
  name: string;
  area: string | null;
  /** How many reservations the table takes tonight, and how many hold it. */
  capacity: number;
  held: number;
  /** Guests of the holding reservations, and of those already in (used). */
  guestsBooked: number;
  guestsSeated: number;
  state: TableState;
  minSpend: number | null;
  /** What the table's collected orders of the night came to, in cents. */
  spent: number;
  guests: TableGuest[];
};

export type TableArea = { area: string | null; tiles: TableTile[] };

const quantityOf = (reservation: MapReservation) =>
  typeof reservation.quantity === "number" && reservation.quantity > 0 ? reservation.quantity : 1;

const holds = (reservation: MapReservation) =>
  (holdingStatuses as readonly string[]).includes(reservation.status ?? "");

function stateOf(closed: boolean, holding: readonly MapReservation[]): TableState {
  if (closed) return "closed";
  if (holding.some((reservation) => reservation.status === "used")) return "seated";
  return holding.length > 0 ? "booked" : "free";
}

function tableTile(
  table: MapTable,
  reservations: readonly MapReservation[],
  orders: readonly MapOrder[],
  closed: boolean,
): TableTile {
  const holding = reservations.filter((reservation) => reservation.tableId === table._id && holds(reservation));
  const seated = holding.filter((reservation) => reservation.status === "used");
  const sum = (list: readonly MapReservation[]) => list.reduce((total, one) => total + quantityOf(one), 0);
  return {
    id: table._id,
    code: table.code ?? "",
    name: table.name ?? "",
    area: table.area?.trim() || null,
    capacity: tableCapacity(table.maxReservations),
    held: holding.length,
    guestsBooked: sum(holding),
    guestsSeated: sum(seated),
    state: stateOf(closed, holding),
    minSpend: typeof table.minSpend === "number" ? table.minSpend : null,
    spent: orders
      .filter((order) => order.tableId === table._id && isCollected(order))
      .reduce((total, order) => total + (Number(order.price) || 0), 0),
    guests: holding.map((reservation) => ({
      reservationId: reservation._id,
      name: reservation.userName ?? "",
      code: reservation.code ?? "",
      status: reservation.status ?? "",
      quantity: quantityOf(reservation),
    })),
  };
}

/** The floor: areas in alphabetical order, tables without an area last; tables by code within an area. */
export function tableMap(
  tables: readonly MapTable[],
  reservations: readonly MapReservation[],
  orders: readonly MapOrder[],
  closedTableIds: readonly string[] = [],
): TableArea[] {
  const closed = new Set(closedTableIds);
  const areas = new Map<string | null, TableTile[]>();
  for (const table of tables) {
    const tile = tableTile(table, reservations, orders, closed.has(table._id));
    areas.set(tile.area, [...(areas.get(tile.area) ?? []), tile]);
  }
  const byText = (a: string, b: string) => a.localeCompare(b, "it", { numeric: true });
  return [...areas.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : byText(a, b)))
    .map(([area, tiles]) => ({ area, tiles: tiles.sort((a, b) => byText(a.code || a.name, b.code || b.name)) }));
}

/** How many tables are in each state, for the legend. */
export function stateCounts(areas: readonly TableArea[]): Record<TableState, number> {
  const counts = { free: 0, booked: 0, seated: 0, closed: 0 };
  for (const { tiles } of areas) for (const tile of tiles) counts[tile.state]++;
  return counts;
}
