// The KPI dashboard (GET /events/kpi/dashboard) as the statistics screens use it: its answer's types, the period in
// the URL (`from`/`to` as yyyy-MM-dd), and the charts' labels (their arithmetic is ~/ui/chart-scale). Pure: no i18n,
// no upstream.
import type { KpiDashboard, KpiRelease } from "./kpi-dashboard";

// The answer's shape is kpi-dashboard.ts's (zod, server-side); its types are everybody's.
export type { KpiDashboard, KpiPoint, KpiRelease } from "./kpi-dashboard";

// ---- The period ------------------------------------------------------------------------------------------------

/** Days shown when the URL names no period: today and the 29 before it. */
const defaultPeriodDays = 30;
/** The longest period one may ask for, in days, both ends included. */
export const maxPeriodDays = 366;

const dayMs = 86_400_000;

export type PeriodField = "from" | "to";
type PeriodErrorKey =
  "statistics.errors.invalidDate" | "statistics.errors.fromAfterTo" | "statistics.errors.spanTooLong";

export type Period = {
  /** yyyy-MM-dd, both included. */
  from: string;
  to: string;
};

export type PeriodParse =
  | { ok: true; period: Period; input: Period }
  | { ok: false; errors: Partial<Record<PeriodField, PeriodErrorKey>>; input: Period };

/** A day as yyyy-MM-dd (UTC, as the dashboard's series counts days). */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** yyyy-MM-dd that names a real day (no 2026-02-30), or null. */
export function parseIsoDay(text: string | null | undefined): string | null {
  if (!text) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return isoDay(date);
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
}

/** Days from `from` to `to`, both included. */
export function spanDays({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

export function defaultPeriod(today: Date): Period {
  const to = isoDay(today);
  return { from: addDays(to, -(defaultPeriodDays - 1)), to };
}

/**
 * The period of `?from=&to=`: a missing end takes its default (`to` today, `from` 29 days before `to`); an end that is
 * not a day, a start after the end or a span over the maximum gives an error key on the field to correct.
 * `input` is what the form shows again.
 */
export function parsePeriod(params: URLSearchParams, today: Date): PeriodParse {
  const rawFrom = params.get("from")?.trim() ?? "";
  const rawTo = params.get("to")?.trim() ?? "";
  const errors: Partial<Record<PeriodField, PeriodErrorKey>> = {};
  const to = rawTo ? parseIsoDay(rawTo) : isoDay(today);
  if (!to) errors.to = "statistics.errors.invalidDate";
  const from = rawFrom ? parseIsoDay(rawFrom) : addDays(to ?? isoDay(today), -(defaultPeriodDays - 1));
  if (!from) errors.from = "statistics.errors.invalidDate";
  if (from && to) {
    if (from > to) errors.from = "statistics.errors.fromAfterTo";
    else if (spanDays({ from, to }) > maxPeriodDays) errors.from = "statistics.errors.spanTooLong";
  }
  const input = { from: rawFrom || from || "", to: rawTo || to || "" };
  if (from && to && Object.keys(errors).length === 0) return { ok: true, period: { from, to }, input };
  return { ok: false, errors, input };
}

/** What StatisticsPanel shows: the dashboard of a period, and of one event or all. Plain JSON, so a loader returns it. */
export type StatisticsData = KpiDashboard & { period: Period; eventId: string | null };

// ---- Chart labels -----------------------------------------------------------------------------------------------

/** dd/MM of a yyyy-MM-dd day, for day axes (spec section 9 writes days as dd/MM/yyyy). */
export function shortDay(day: string): string {
  const [, month, date] = day.split("-");
  return month && date ? `${date}/${month}` : day;
}

/** A release's label: its name, and its event's when the chart spans several events. */
export function releaseLabel(release: KpiRelease, withEvent: boolean): string {
  return withEvent && release.eventName ? `${release.eventName} · ${release.name}` : release.name;
}
