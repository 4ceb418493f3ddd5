// What the global search finds (decision 033), and for whom: each kind of record is the records of one
// section, found by the upstream's own search (`q`, spec section 7). A viewer searches a kind only when the permissions
// table lets them open its section, so a kind out of reach is neither shown nor asked of the upstream. Pure: the
// server module reads, the pages show.
import {
  canAccess,
  canOpenEventTab,
  section,
  type EventTab,
  type SectionKey,
  type Viewer,
} from "~/core/access/permissions";

// What the header's box needs in the browser, apart from the permissions table.
export { searchText } from "./search-text";

const searchKinds = ["events", "reservations", "orders", "users", "products", "lists"] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The section whose records each kind is, in the order the results are shown. */
const kindSections: Record<SearchKind, SectionKey> = {
  events: "events",
  reservations: "reservations",
  orders: "orders",
  users: "users",
  products: "products",
  lists: "lists",
};

/** Records shown per kind; the group links to its full list for the rest. */
export const hitsPerKind = 5;

/** Whether the viewer has the global search at all (the header box, `/search`). */
export function searches(viewer: Viewer): boolean {
  return canAccess("search", viewer);
}

/** The kinds a viewer searches, in the order shown: those whose sections they open. */
export function kindsFor(viewer: Viewer): SearchKind[] {
  if (!searches(viewer)) return [];
  return searchKinds.filter((kind) => canAccess(kindSections[kind], viewer));
}

type Record_ = Record<string, unknown> & { _id: string };

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const withQuery = (path: string, query: Record<string, string>) => {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ""));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** Where a record of a kind opens: its own page or dialog. */
export function recordHref(kind: SearchKind, record: Record_): string {
  const id = encodeURIComponent(record._id);
  switch (kind) {
    case "events":
      return `/events/${id}`;
    case "orders":
      return `/orders/${id}/detail`;
    default:
      return `${section(kindSections[kind]).path}/${id}`;
  }
}

/** The tab of its event where a record of an event is worked, for the kinds that have one. */
function eventTabOf(kind: SearchKind, record: Record_): EventTab | null {
  if (kind === "reservations")
    return ["web", "whatsapp"].includes(text(record.channel)) ? "web-reservations" : "reservations";
  if (kind === "orders") return "orders";
  if (kind === "lists") return "lists";
  return null;
}

/** What names a record in its event's tab, so the tab opens filtered to it. */
function nameInTab(kind: SearchKind, record: Record_): string {
  if (kind === "reservations") return text(record.code);
  if (kind === "orders") return text(record.token);
  return text(record.name);
}

/** The record's event tab, filtered to it, when the viewer opens that tab; null otherwise. */
export function eventTabHref(kind: SearchKind, record: Record_, viewer: Viewer): string | null {
  const tab = eventTabOf(kind, record);
  const eventId = text(record.eventId);
  if (!tab || !eventId || !canOpenEventTab(tab, viewer)) return null;
  return withQuery(`/events/${encodeURIComponent(eventId)}/${tab}`, { q: nameInTab(kind, record) });
}

/** The kind's whole list searched for the same text: where the rest of the matches are. */
export function listHref(kind: SearchKind, q: string): string {
  // Events list the upcoming nights unless told otherwise; a search means every night.
  return withQuery(section(kindSections[kind]).path, kind === "events" ? { q, when: "all" } : { q });
}
