// The filters of a read, checked by the back-office itself on what the upstream answered (decision 029). Spec section 7
// promises nothing about filters on a read by id, and a typical REST API ignores them, so the upstream's filters are a
// courtesy: every record read by id and every row of a list must satisfy the filters the read sent (the user's reach,
// the event in the URL, the list's own filters), else the record is not-found and the row is dropped. The semantics
// are the list query language of the mock upstream's contract (mock-upstream/README.md): exact as text, `a,b` any of,
// array fields containing one, `field[gte|lte|gt|lt|ne]` ranges; paging, sorting, counting and search are not filters.
import type { Query, QueryValue } from "./upstream-query";

/** Query keys that shape a list rather than filter its rows (`q` searches fields the back-office does not know). */
const notFilters = new Set(["page", "limit", "sort", "count", "q"]);

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

function wantedOf(value: QueryValue): string[] {
  if (value === null || value === undefined) return [];
  const parts = Array.isArray(value) ? value.map(String) : [String(value)];
  return parts.flatMap((part) => part.split(",")).map((part) => part.trim());
}

function compareToBound(value: unknown, bound: string): number {
  if (typeof value === "number" && bound.trim() !== "" && !Number.isNaN(Number(bound))) return value - Number(bound);
  // Everything else as text: ISO dates too, whose text order is their time order.
  const text = asText(value);
  return text < bound ? -1 : text > bound ? 1 : 0;
}

const ranges: Record<string, (order: number) => boolean> = {
  gte: (order) => order >= 0,
  lte: (order) => order <= 0,
  gt: (order) => order > 0,
  lt: (order) => order < 0,
};

function holds(record: Record<string, unknown>, key: string, value: QueryValue): boolean {
  if (value === undefined || value === null) return true;
  const range = key.match(/^(.+)\[(gte|lte|gt|lt|ne)\]$/);
  if (range) {
    const [, field, op] = range as unknown as [string, string, string];
    const current = Object.hasOwn(record, field) ? record[field] : undefined;
    if (op === "ne") return asText(current) !== String(value);
    return current !== undefined && current !== null && ranges[op]!(compareToBound(current, String(value)));
  }
  const wanted = wantedOf(value);
  if (wanted.length === 0) return true;
  const current = Object.hasOwn(record, key) ? record[key] : undefined;
  if (Array.isArray(current)) return current.some((item) => wanted.includes(asText(item)));
  return wanted.includes(asText(current));
}

/** The first filter of the query the record breaks, or null when it satisfies them all. */
export function brokenFilter(record: unknown, query: Query | undefined): string | null {
  if (!query) return null;
  if (typeof record !== "object" || record === null || Array.isArray(record)) return null;
  for (const [key, value] of Object.entries(query)) {
    if (notFilters.has(key)) continue;
    if (!holds(record as Record<string, unknown>, key, value)) return key;
  }
  return null;
}

/** Whether a query carries any filter a record must satisfy. */
export function hasFilters(query: Query | undefined): boolean {
  return Boolean(query && Object.entries(query).some(([key, value]) => !notFilters.has(key) && value != null));
}
