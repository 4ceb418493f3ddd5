// The KPI dashboard's answer (GET /events/kpi/dashboard): its shape, checked with zod on the server. Apart from kpi.ts
// so the statistics pages' browser code, which only labels and charts, does not download zod (decision 039).
import { z } from "zod";

const count = z.number().finite().nonnegative().catch(0);

const totalsSchema = z.object({
  ticketsSold: count,
  /** Cents. */
  revenue: count,
  reservations: count,
  orders: count,
  followers: count.optional(),
});

const pointSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  ticketsSold: count,
  revenue: count,
  reservations: count,
  orders: count,
  /** The venue's new followers that day; absent from an upstream that does not count them. */
  followers: count.optional(),
});

const releaseSchema = z.object({
  releaseId: z.string(),
  name: z.string().catch(""),
  eventId: z.string().optional(),
  eventName: z.string().optional(),
  sold: count,
  maxTickets: count,
  /** Cents. */
  revenue: count,
});

/** The dashboard answer. `byRelease` and `reservationsByStatus` default to empty for an upstream that lacks them. */
export const kpiDashboardSchema = z.object({
  totals: totalsSchema,
  series: z.array(pointSchema),
  byRelease: z.array(releaseSchema).default([]),
  reservationsByStatus: z.record(z.string(), count).default({}),
});

export type KpiPoint = z.infer<typeof pointSchema>;
export type KpiRelease = z.infer<typeof releaseSchema>;
export type KpiDashboard = z.infer<typeof kpiDashboardSchema>;

export function parseKpiDashboard(value: unknown): KpiDashboard {
  return kpiDashboardSchema.parse(value);
}
