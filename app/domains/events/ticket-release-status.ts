// The state of a ticket release (spec section 4), derived from its sale window and what is left.
export type ReleaseStatus = "not_started" | "available" | "low_stock" | "sold_out" | "expired";

/**
 * Few tickets left: at most 10 % of the release, and never fewer than 5 tickets, so a small release (say 20) warns
 * at its last 5 and a large one (500) at its last 50.
 */
export function lowStockThreshold(maxTickets: number): number {
  return Math.max(5, Math.ceil(maxTickets * 0.1));
}

export function releaseStatus(
  release: {
    fromDate?: string | null;
    toDate?: string | null;
    maxTickets?: number | null;
    soldTickets?: number | null;
  },
  now: Date,
): ReleaseStatus {
  if (release.toDate && now.getTime() > Date.parse(release.toDate)) return "expired";
  if (release.fromDate && now.getTime() < Date.parse(release.fromDate)) return "not_started";
  const max = release.maxTickets ?? 0;
  if (max > 0) {
    const left = max - (release.soldTickets ?? 0);
    if (left <= 0) return "sold_out";
    if (left <= lowStockThreshold(max)) return "low_stock";
  }
  return "available";
}
