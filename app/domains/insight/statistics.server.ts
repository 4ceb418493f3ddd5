// The statistics of a venue or one event: GET /events/kpi/dashboard for a period, scoped to the user's venue as every
// venue-scoped list is (spec section 6). Used by /statistics, the event workspace's statistics tab and /charts.
import { json } from "@remix-run/node";
import type { Signed } from "~/core/auth/auth.server";
import type { KpiDashboard, Period, StatisticsData } from "./kpi";
import { kpiDashboardSchema, parseKpiDashboard } from "./kpi-dashboard";
import { probedRead } from "~/core/upstream/scope-probe.server";
import type { UpstreamFailureBody } from "~/core/upstream/upstream-failure";
import { statusForFailure } from "~/core/upstream/upstream-failure";
import type { Query } from "~/core/upstream/upstream.server";
import { noEvent, reachedVenue } from "~/core/access/row-scope";

export type { StatisticsData } from "./kpi";

export type StatisticsOptions = Period & { eventId?: string | null };

/**
 * The venue whose numbers a user may see: the venue the user reaches (row-scope.ts), none for an admin, who sees
 * every venue. A user who reaches none gets not-found.
 */
export function statisticsVenue(signed: Pick<Signed, "user" | "venueId">): string | undefined {
  const venue = reachedVenue(signed);
  // Built here rather than with auth.server's notFound(): this module is unit-tested without the server's configuration.
  if (venue === null) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return venue;
}

/**
 * The dashboard's query: the period, the venue (its followers, and its events unless events are named), and the
 * events: the one asked for (the event workspace finds it in reach first), or for a format the events it is the
 * format of, whatever club hosts them (row-scope.ts).
 */
export function statisticsQuery(
  signed: Pick<Signed, "user" | "venueId" | "formatEvents">,
  { eventId, from, to }: StatisticsOptions,
): Query {
  const discoId = statisticsVenue(signed);
  const events = eventId
    ? eventId
    : signed.user.role === "format"
      ? [...(signed.formatEvents ?? []), noEvent].join(",")
      : undefined;
  return { from, to, ...(events ? { eventId: events } : {}), ...(discoId ? { discoId } : {}) };
}

/**
 * The contract probe of the dashboard (decision 047): the same period with a scope no record has (the venue and the
 * event no one is). An upstream that honours the scope's filters answers empty figures; one that answers anything
 * else ignores them, and its figures for a venue could hold other venues'.
 */
export function probeQuery({ from, to }: Period): Query {
  return { from, to, discoId: noEvent, eventId: noEvent };
}

/** Whether a dashboard holds no figure at all: what the probe's scope must answer. */
export function isEmptyDashboard(dashboard: KpiDashboard): boolean {
  const { followers = 0, ...totals } = dashboard.totals;
  const zero = (values: readonly number[]) => values.every((value) => value === 0);
  return (
    followers === 0 &&
    zero(Object.values(totals)) &&
    dashboard.series.every((point) =>
      zero([point.ticketsSold, point.revenue, point.reservations, point.orders, point.followers ?? 0]),
    ) &&
    dashboard.byRelease.length === 0 &&
    zero(Object.values(dashboard.reservationsByStatus))
  );
}

function parsedOrMalformed(answer: unknown): KpiDashboard {
  try {
    return parseKpiDashboard(answer);
  } catch {
    console.warn("[upstream] GET /events/kpi/dashboard answered an unexpected shape");
    throw json({ failure: "malformed" } satisfies UpstreamFailureBody, { status: statusForFailure("malformed") });
  }
}

/**
 * Reads the dashboard. Upstream failures are thrown as the route responses the error page explains (the client's
 * rule for GET); an answer of the wrong shape is a malformed upstream answer. For anyone but an admin (who sees every
 * venue's figures anyway) the contract probe is asked beside it, with the same token and request: when the upstream
 * answers figures to a scope that matches nothing, the venue's figures are withheld with the error page's message
 * rather than shown, since they cannot be told apart from other venues'.
 */
export async function loadStatistics(
  signed: Pick<Signed, "user" | "venueId" | "api" | "formatEvents">,
  options: StatisticsOptions,
): Promise<StatisticsData> {
  // The shared contract probe (decision 049): a probe that fails, or answers a shape that is no dashboard, withholds.
  const { value: answer, honoured } = await probedRead({
    aggregate: "kpi-dashboard",
    read: signed.api.get<unknown>("/events/kpi/dashboard", statisticsQuery(signed, options)),
    probe:
      signed.user.role === "admin" ? null : () => signed.api.get<unknown>("/events/kpi/dashboard", probeQuery(options)),
    isEmpty: (probe) => {
      const parsed = kpiDashboardSchema.safeParse(probe);
      return parsed.success && isEmptyDashboard(parsed.data);
    },
  });
  const dashboard = parsedOrMalformed(answer);
  if (!honoured) {
    throw json({ failure: "withheld", messageKey: "errors.withheldText" } satisfies UpstreamFailureBody, {
      status: statusForFailure("withheld"),
    });
  }
  return { ...dashboard, period: { from: options.from, to: options.to }, eventId: options.eventId ?? null };
}
