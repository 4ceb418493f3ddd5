// A list's whole state lives in the URL (page, page size, sort, search, filters), so a shared link shows the same rows.
// This module reads that state from the search params, writes it back, and turns it into the upstream query.
import type { Query } from "../upstream/upstream-query";

export type FilterSpec =
  | {
      name: string;
      kind: "enum";
      options: readonly string[];
      /** The value when the URL names none (it is then left out of the URL); no 'any' choice is offered. */
      default?: string;
      /** The upstream query of a value, when it is not `<name>=<value>` (for example a period relative to now). */
      upstream?: (value: string, now: Date) => Query;
    }
  | { name: string; kind: "boolean" }
  | { name: string; kind: "text" }
  /** Two params, `<name>From` and `<name>To` (yyyy-MM-dd), sent as `<field>[gte]` and `<field>[lte]`. */
  | { name: string; kind: "dateRange"; field?: string };

export type ListSpec = {
  sortable: readonly string[];
  defaultSort: string;
  /** A default sort that depends on the filters (past events newest first, say); `defaultSort` otherwise. */
  defaultSortFor?: (filters: Record<string, string>) => string | undefined;
  filters?: readonly FilterSpec[];
  pageSizes?: readonly number[];
  defaultLimit?: number;
};

export type ListState = {
  page: number;
  limit: number;
  sort: string;
  q: string;
  filters: Record<string, string>;
};

export const defaultPageSizes = [10, 20, 50, 100] as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function sortField(sort: string): string {
  return sort.startsWith("-") ? sort.slice(1) : sort;
}

export function defaultSortOf(spec: ListSpec, filters: Record<string, string>): string {
  return spec.defaultSortFor?.(filters) ?? spec.defaultSort;
}

function isDefaultFilter(spec: ListSpec, name: string, value: string): boolean {
  const filter = spec.filters?.find((candidate) => candidate.name === name);
  return filter?.kind === "enum" && filter.default === value;
}

/** The URL's text searched among a filter's options without JavaScript (`?listIdSearch=colombo`). */
export function filterSearchParam(filter: string): string {
  return `${filter}Search`;
}

export function parseListQuery(params: URLSearchParams, spec: ListSpec): ListState {
  const pageSizes = spec.pageSizes ?? defaultPageSizes;
  const defaultLimit = spec.defaultLimit ?? 20;
  const page = Number(params.get("page"));
  const limit = Number(params.get("limit"));
  const sort = params.get("sort") ?? "";
  const filters: Record<string, string> = {};
  for (const filter of spec.filters ?? []) {
    if (filter.kind === "dateRange") {
      for (const bound of ["From", "To"]) {
        const value = params.get(`${filter.name}${bound}`) ?? "";
        if (isoDay.test(value)) filters[`${filter.name}${bound}`] = value;
      }
      continue;
    }
    const value = params.get(filter.name)?.trim() ?? "";
    if (filter.kind === "enum" && filter.default && (!value || !filter.options.includes(value))) {
      filters[filter.name] = filter.default;
      continue;
    }
    if (!value) continue;
    if (filter.kind === "enum" && !filter.options.includes(value)) continue;
    if (filter.kind === "boolean" && value !== "true" && value !== "false") continue;
    filters[filter.name] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: pageSizes.includes(limit) ? limit : defaultLimit,
    sort: spec.sortable.includes(sortField(sort)) ? sort : defaultSortOf(spec, filters),
    q: params.get("q")?.trim() ?? "",
    filters,
  };
}

/** The search params of a state, leaving out what equals the default so URLs stay short. */
export function toSearchParams(state: ListState, spec: ListSpec): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  for (const [name, value] of Object.entries(state.filters))
    if (value && !isDefaultFilter(spec, name, value)) params.set(name, value);
  if (state.sort !== defaultSortOf(spec, state.filters)) params.set("sort", state.sort);
  if (state.limit !== (spec.defaultLimit ?? 20)) params.set("limit", String(state.limit));
  if (state.page !== 1) params.set("page", String(state.page));
  return params;
}

/** The upstream query of spec section 7 for a state: page, limit, sort, q and each filter. */
export function toUpstreamQuery(state: ListState, spec: ListSpec, now = new Date()): Query {
  const query: Query = { page: state.page, limit: state.limit, sort: state.sort };
  if (state.q) query.q = state.q;
  for (const filter of spec.filters ?? []) {
    if (filter.kind === "dateRange") {
      const field = filter.field ?? filter.name;
      const from = state.filters[`${filter.name}From`];
      const to = state.filters[`${filter.name}To`];
      if (from) query[`${field}[gte]`] = `${from}T00:00:00.000Z`;
      if (to) query[`${field}[lte]`] = `${to}T23:59:59.999Z`;
      continue;
    }
    const value = state.filters[filter.name];
    if (value && filter.kind === "enum" && filter.upstream) Object.assign(query, filter.upstream(value, now));
    else if (value) query[filter.name] = value;
  }
  return query;
}

/** The state after a change: changing anything but the page goes back to page 1. */
export function changeState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change, filters: { ...state.filters, ...change.filters } };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** Clicking a column: ascending first, then descending. */
export function nextSort(current: string, field: string): string {
  return current === field ? `-${field}` : field;
}

export function sortDirection(current: string, field: string): "ascending" | "descending" | "none" {
  if (current === field) return "ascending";
  if (current === `-${field}`) return "descending";
  return "none";
}

/** 'x–y of N' figures for a page. */
export function pageRange(
  state: Pick<ListState, "page" | "limit">,
  total: number,
): { from: number; to: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / state.limit));
  if (total === 0) return { from: 0, to: 0, pages };
  const from = (state.page - 1) * state.limit + 1;
  return { from: Math.min(from, total), to: Math.min(state.page * state.limit, total), pages };
}
