// The global search's reads (decision 033): one upstream search (`q`, spec section 7) per kind the
// viewer may open, all at once, each confined to the viewer's reach by the same scope as the kind's own list
// (scope.server.ts `scopeQuery`). The upstream client drops any row outside that scope whatever the upstream answered
// (query-filter.ts), so another venue's record matching the text never reaches the page. A kind whose search fails
// says so in its own group; the others still show.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAccess, type Signed } from "~/core/auth/auth.server";
import { formatDateTime } from "~/core/format/format";
import { getTranslator } from "~/core/i18n/i18n.server";
import { isUpstreamFailureBody, type UpstreamFailure } from "~/core/upstream/upstream-failure";
import { events } from "~/domains/events/events.resources";
import { orders } from "~/domains/orders/orders.resources";
import { lists } from "~/domains/people/people.resources";
import { users } from "~/domains/people/users.resources";
import { products } from "~/domains/products/products.resources";
import { reservations } from "~/domains/reservations/reservations.resources";
import type { ResourceDefinition } from "~/resource/definition";
import { scopeQuery } from "~/resource/resource.server";
import { eventTabHref, hitsPerKind, kindsFor, listHref, recordHref, searchText, type SearchKind } from "./search-kinds";

type Row = Record<string, unknown> & { _id: string };

/** One record found: what names it, what tells it apart, and where it opens (and its event's tab, when it has one). */
export type SearchHit = {
  id: string;
  title: string;
  details: string[];
  /** A translation key and its raw value (a state, a role, a category), shown in the reader's language. */
  label?: { key: string; value: string };
  href: string;
  eventHref: string | null;
};

export type SearchGroup = {
  kind: SearchKind;
  hits: SearchHit[];
  total: number;
  /** The kind's own list, searched for the same text. */
  listHref: string;
  /** Set when this kind's search failed: the reason, for spec section 8's message. */
  failure?: UpstreamFailure;
};

export type SearchAnswer = {
  title: string;
  /** The text as typed (kept in the box), and the text searched (empty when too short). */
  typed: string;
  q: string;
  kinds: SearchKind[];
  groups: SearchGroup[];
};

const readers: Record<SearchKind, { resource: ResourceDefinition; sort: string }> = {
  events: { resource: events, sort: "-startDate" },
  reservations: { resource: reservations, sort: "-createdAt" },
  orders: { resource: orders, sort: "-createdAt" },
  users: { resource: users, sort: "name" },
  products: { resource: products, sort: "name" },
  lists: { resource: lists, sort: "-createdAt" },
};

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const when = (value: unknown): string => {
  const date = text(value);
  return date && !Number.isNaN(Date.parse(date)) ? formatDateTime(date) : "";
};
const present = (...parts: string[]) => parts.filter((part) => part !== "");

/** How a record of each kind is named in the results, with what tells two of the same name apart. */
function hitOf(kind: SearchKind, row: Row, signed: Signed): SearchHit {
  const base = { id: row._id, href: recordHref(kind, row), eventHref: eventTabHref(kind, row, signed.viewer) };
  switch (kind) {
    case "events":
      return { ...base, title: text(row.name), details: present(when(row.startDate), text(row.discoName)) };
    case "reservations":
      return {
        ...base,
        title: present(text(row.code), text(row.userName)).join(" · "),
        details: present(text(row.eventName)),
        label: { key: "reservationStatuses", value: text(row.status) },
      };
    case "orders":
      return {
        ...base,
        title: text(row.token),
        details: present(text(row.userName), text(row.eventName)),
        label: { key: "orderStatuses", value: text(row.status) },
      };
    case "users":
      return {
        ...base,
        title: present(text(row.name), text(row.surname)).join(" ") || text(row.email),
        details: present(text(row.email)),
        label: { key: "roles", value: text(row.role) },
      };
    case "products":
      return {
        ...base,
        title: text(row.name),
        details: [],
        label: { key: "productCategories", value: text(row.category) },
      };
    case "lists":
      return { ...base, title: text(row.name), details: present(text(row.eventName), text(row.promoterName)) };
  }
}

/** A failed read as spec section 8's reason, or the error itself when it is not the upstream's (a redirect to login). */
async function failureOf(error: unknown): Promise<UpstreamFailure | "no-reach" | null> {
  if (!(error instanceof Response)) return null;
  const body: unknown = await error
    .clone()
    .json()
    .catch(() => null);
  if (isUpstreamFailureBody(body)) return body.failure;
  // The scope's own not-found: the viewer reaches no row of this kind (a venue account without its venue).
  if (error.status === 404) return "no-reach";
  return null;
}

/**
 * Records of an event name it (`eventName`), which is what tells two lists called "Lista Colombo" apart. When the
 * upstream left it out, the events are read by id, once for the group and within the viewer's reach: a second round
 * trip only for such answers; an event that cannot be read leaves its records unnamed rather than failing the group.
 */
async function withEventNames(rows: Row[], signed: Signed): Promise<Row[]> {
  const missing = [
    ...new Set(rows.filter((row) => !text(row.eventName) && text(row.eventId)).map((row) => text(row.eventId))),
  ];
  if (missing.length === 0) return rows;
  const names = new Map<string, string>();
  try {
    const query = { ...scopeQuery(events, signed), _id: missing.join(","), limit: missing.length };
    const { items } = await signed.api.list<Row>("/events", query);
    for (const event of items) names.set(event._id, text(event.name));
  } catch (error) {
    if ((await failureOf(error)) === null) throw error;
  }
  return rows.map((row) => (text(row.eventName) ? row : { ...row, eventName: names.get(text(row.eventId)) ?? "" }));
}

/** One kind's search, within the viewer's reach; its failure stays its own. */
async function searchKind(kind: SearchKind, q: string, signed: Signed): Promise<SearchGroup> {
  const { resource, sort } = readers[kind];
  const group = { kind, listHref: listHref(kind, q) };
  try {
    const query = { ...scopeQuery(resource, signed), q, sort, page: 1, limit: hitsPerKind };
    const { items, total } = await signed.api.list<Row>(`/${resource.endpoint}`, query);
    const named = await withEventNames(items, signed);
    return { ...group, hits: named.map((row) => hitOf(kind, row, signed)), total };
  } catch (error) {
    const failure = await failureOf(error);
    if (failure === null) throw error;
    if (failure === "no-reach") return { ...group, hits: [], total: 0 };
    return { ...group, hits: [], total: 0, failure };
  }
}

/** Searches every kind the viewer may open, side by side: the answer takes one round trip of the upstream. */
export function searchAll(q: string, signed: Signed): Promise<SearchGroup[]> {
  if (!q) return Promise.resolve([]);
  return Promise.all(kindsFor(signed.viewer).map((kind) => searchKind(kind, q, signed)));
}

/** `/search?q=`: the page without JavaScript, and the header box's answers with it. */
export async function searchLoader({ request }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "search");
  const typed = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const q = searchText(typed);
  const [{ t }, groups] = await Promise.all([getTranslator(request), searchAll(q, signed)]);
  return json<SearchAnswer>({
    title: q ? t("search.titleFor", { q }) : t("search.title"),
    typed,
    q,
    kinds: kindsFor(signed.viewer),
    groups,
  });
}
