// The contract probe of the upstream's aggregates (decision 049). Spec section 7 promises nothing about filters: an
// aggregate (the KPI dashboard, the orders' totals, the unread chats, a list's `odin-count`) the upstream sums over
// every venue's rows cannot be told from one over the venue's own, and cannot be checked row by row. So, for anyone but
// an admin (who reaches every venue anyway), each such read goes with a probe beside it, in parallel: the same
// aggregate, same token and request, with its scope filters (`discoId`, `eventId`, `formatId`, `format`) set to the id
// no record has. An upstream that honours the filters answers nothing to it; anything else (figures, rows, a failure)
// means the figure is withheld or computed from checked rows. Verdicts hold for the request that made them: never
// cached across requests (the upstream, and the mock's per-test knobs, may change from one request to the next). The
// latest verdict per aggregate is noted in a small register the health endpoint reports, informational only.
import { noEvent } from "../access/row-scope";
import type { Query } from "./upstream-query";

/** The filters that confine a read to a venue or an event: what a probe sets to the id no record has. */
const scopeFields = ["discoId", "eventId", "formatId", "format"] as const;

export type Verdict = "honoured" | "ignored";

/** A query key's field, without its range operator (`eventId[ne]` is about `eventId`). */
function fieldOf(key: string): string {
  return key.replace(/\[(gte|lte|gt|lt|ne)\]$/, "");
}

function isScopeKey(key: string): boolean {
  return (scopeFields as readonly string[]).includes(fieldOf(key));
}

/** Whether a query confines its read to a venue or an event (has a scope filter with a value). */
export function hasScope(query: Query | undefined): boolean {
  return Boolean(
    query && Object.entries(query).some(([key, value]) => isScopeKey(key) && value !== undefined && value !== null),
  );
}

/**
 * The probe of a read: its scope filters set to the id no record has, every other filter left out (an upstream that
 * honours the scope answers nothing whatever else is asked), plus `extra` (a list's `limit: 1`, a dashboard's period).
 * Null when the read has no scope: nothing to probe.
 */
export function scopeProbeQuery(query: Query | undefined, extra: Query = {}): Query | null {
  if (!hasScope(query)) return null;
  const probe: Query = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || !isScopeKey(key)) continue;
    if (fieldOf(key) === key) probe[key] = noEvent;
  }
  return { ...probe, ...extra };
}

// ---- The register the health endpoint reads ----

/** Where the app keeps the latest verdicts, for server/health.mjs (plain JavaScript, answered before the app). */
export const verdictRegisterKey = Symbol.for("backoffice.aggregateVerdicts");

export type VerdictEntry = { verdict: Verdict; at: string };
type Register = Map<string, VerdictEntry>;

/** How many aggregates the register names at most (list totals are per entity): a bound, never reached in practice. */
const maxAggregates = 200;

function register(): Register {
  const global = globalThis as { [verdictRegisterKey]?: Register };
  return (global[verdictRegisterKey] ??= new Map());
}

/**
 * Notes the latest verdict of an aggregate (`kpi-dashboard`, `order-totals`, `unread-chats`, `list-count:<entity>`).
 * Only what the health endpoint reports: nothing reads it back to decide a request.
 */
export function noteVerdict(aggregate: string, verdict: Verdict, now: Date = new Date()): void {
  const entries = register();
  entries.delete(aggregate);
  entries.set(aggregate, { verdict, at: now.toISOString() });
  while (entries.size > maxAggregates) entries.delete(entries.keys().next().value!);
}

/** The latest verdict of every aggregate probed by this process, by name. */
export function aggregateVerdicts(): Record<string, VerdictEntry> {
  return Object.fromEntries([...register()].sort(([a], [b]) => a.localeCompare(b)));
}

// ---- Verdicts ----

/**
 * An aggregate read beside its probe, in parallel. `probe` is null when there is nothing to probe (an admin, a read
 * without scope): the figure is then as answered. A probe that fails says nothing about the filters: the figure is not
 * trusted (`honoured: false`), and no verdict is noted. The read's own failure goes up as it would have.
 */
export async function probedRead<T>({
  aggregate,
  read,
  probe,
  isEmpty,
}: {
  aggregate: string;
  read: Promise<T>;
  probe: (() => Promise<unknown>) | null;
  isEmpty: (answer: unknown) => boolean;
}): Promise<{ value: T; honoured: boolean }> {
  if (!probe) return { value: await read, honoured: true };
  const probing = probe().then(
    (answer) => isEmpty(answer),
    () => null,
  );
  const [value, empty] = await Promise.all([read, probing]);
  if (empty === null) return { value, honoured: false };
  noteVerdict(aggregate, empty ? "honoured" : "ignored");
  if (!empty) console.warn(`[upstream] ${aggregate} ignores the scope's filters: the figure is withheld`);
  return { value, honoured: empty };
}

/** Whether an aggregate's answer holds no figure: no number but 0, no row, no id, in any of its fields. */
export function holdsNoFigure(answer: unknown): boolean {
  if (answer === null || answer === undefined || answer === false || answer === "") return true;
  if (typeof answer === "number") return answer === 0;
  if (Array.isArray(answer)) return answer.length === 0;
  if (typeof answer === "object") return Object.values(answer).every(holdsNoFigure);
  return false;
}

// ---- List totals ----

/**
 * The total a list shows, and whether the upstream's own count is withheld. Unprobed, the upstream's count
 * (`odin-count`) is taken less the rows dropped from the page. Probed, it is taken only when the probe found the scope honoured and no row of the page was
 * outside the read's filters (a dropped row already proves a filter ignored). Otherwise the count may hold other
 * venues' rows: the total is what the checked rows prove, the rows seen up to this page, and one more when the upstream
 * sent a full page, so the pager still offers the next page (the page then says the total is withheld).
 */
export function listTotal({
  counted,
  answered,
  kept,
  page,
  limit,
  honoured,
}: {
  /** The upstream's count, or the rows it sent when it sent none. */
  counted: number;
  /** How many rows the upstream sent. */
  answered: number;
  /** How many of them are within the read's filters. */
  kept: number;
  page: number;
  /** The page size asked for; none: the upstream's own page, whole. */
  limit: number | undefined;
  /** The probe's verdict; null when nothing was probed (an admin, a read without scope): the count as answered. */
  honoured: boolean | null;
}): { total: number; withheld: boolean } {
  if (honoured === null) return { total: counted - (answered - kept), withheld: false };
  if (honoured && kept === answered) return { total: counted, withheld: false };
  const full = limit !== undefined && limit > 0 && answered >= limit;
  const before = limit !== undefined && limit > 0 ? (Math.max(1, page) - 1) * limit : 0;
  return { total: full ? before + limit + 1 : before + kept, withheld: true };
}
