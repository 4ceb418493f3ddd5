// The paper guest list of an event, its rows: the guests by name, each reservation with its code, how many
// persons it admits, its list, the list's promoter and its table. Pure, so the page's order is tested on its own.
import { guestsOf } from "./door";

export type GuestListReservation = {
  _id: string;
  code?: string | null;
  userName?: string | null;
  quantity?: number | null;
  listId?: string | null;
  tableName?: string | null;
};

export type GuestListList = { name: string; promoterName: string | null };

export type GuestRow = {
  id: string;
  name: string;
  code: string;
  persons: number;
  list: string;
  promoter: string;
  table: string;
};

/**
 * The rows of the printed list, sorted by the guest's name as the reader's language sorts it (accents and case
 * folded, so "Ávila" sits with the A's), then by code, so two guests of one name keep a stable order.
 */
export function guestRows(
  reservations: readonly GuestListReservation[],
  lists: ReadonlyMap<string, GuestListList>,
  language: string,
): GuestRow[] {
  const collator = new Intl.Collator(language, { sensitivity: "base", numeric: true });
  return reservations
    .map((reservation) => {
      const list = reservation.listId ? lists.get(reservation.listId) : undefined;
      return {
        id: reservation._id,
        name: (reservation.userName ?? "").trim(),
        code: reservation.code ?? "",
        persons: guestsOf(reservation),
        list: list?.name ?? "",
        promoter: list?.promoterName ?? "",
        table: reservation.tableName ?? "",
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.code, b.code));
}

/** How many persons the rows admit in all. */
export function personsOf(rows: readonly GuestRow[]): number {
  return rows.reduce((sum, row) => sum + row.persons, 0);
}
