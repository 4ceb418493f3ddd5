// The statistics of a venue or one event: GET /events/kpi/dashboard for a period, scoped to the user's venue as every
// venue-scoped list is (spec section 6). Used by /statistics, the event workspace's statistics tab and /charts.
import { json } from "@remix-run/node";
import type { Signed } from "./auth.server";
import { parseKpiDashboard, type KpiDashboard, type Period, type StatisticsData } from "./kpi";
import type { UpstreamFailureBody } from "./upstream-failure";
import { statusForFailure } from "./upstream-failure";
import type { Query } from "./upstream.server";
import type { Role } from "./roles";

export type { StatisticsData } from "./kpi";

export type StatisticsOptions = Period & {
  eventId?: string | null;
  /**
   * The roles whose own venue scopes the numbers, as a resource's `venueRoles`: a disco by default (/statistics and the
   * event tab); the venue-level KPI charts add format and structure, whose dashboards are their own venue's.
   */
  venueRoles?: readonly Role[];
};

/**
 * The venue whose numbers a user may see: a venue user's own venue (a disco user's, not a format's), a collaborator's
 * selected venue; none for an admin, who sees every venue. The same rule as `scopeQuery` in resource.server.ts.
 */
export function statisticsVenue(
  signed: Pick<Signed, "user" | "venueId">,
  venueRoles: readonly Role[] = ["disco"],
): string | undefined {
  const { user } = signed;
  if (venueRoles.includes(user.role) && user.discoId && (user.role !== "disco" || user.discoType !== "format"))
    return user.discoId;
  if (user.role === "user" && signed.venueId) return signed.venueId;
  return undefined;
}

export function statisticsQuery(
  signed: Pick<Signed, "user" | "venueId">,
  { eventId, from, to, venueRoles }: StatisticsOptions,
): Query {
  const discoId = statisticsVenue(signed, venueRoles);
  return { from, to, ...(eventId ? { eventId } : {}), ...(discoId ? { discoId } : {}) };
}

/**
 * Reads the dashboard. Upstream failures are thrown as the route responses the error page explains (the client's
 * rule for GET); an answer of the wrong shape is a malformed upstream answer.
 */
export async function loadStatistics(
  signed: Pick<Signed, "user" | "venueId" | "api">,
  options: StatisticsOptions,
): Promise<StatisticsData> {
  const answer = await signed.api.get<unknown>("/events/kpi/dashboard", statisticsQuery(signed, options));
  let dashboard: KpiDashboard;
  try {
    dashboard = parseKpiDashboard(answer);
  } catch {
    console.warn("[upstream] GET /events/kpi/dashboard answered an unexpected shape");
    throw json({ failure: "malformed" } satisfies UpstreamFailureBody, { status: statusForFailure("malformed") });
  }
  return { ...dashboard, period: { from: options.from, to: options.to }, eventId: options.eventId ?? null };
}
