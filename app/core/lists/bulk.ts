// Bulk actions across pages (decision 023): the rules every bulk run follows, whatever it changes. At most
// `maxBulkRows` rows per run (one upstream page), `bulkConcurrency` upstream writes at a time, and a report of each row
// that was not changed and why. Pure, so the runner is tested without an upstream.

/** The most rows one run changes: the upstream's largest page, so "all matching" is one read. */
export const maxBulkRows = 1000;
/** Upstream writes in flight at once: fast enough for 500 rows in seconds, gentle on the upstream. */
export const bulkConcurrency = 8;

/** How often a run's process says it is alive (decision 032). */
export const bulkHeartbeatMs = 2000;
/** A run whose heartbeat is older than this has lost its process, and another may take it over. */
export const bulkStaleMs = 10_000;

/** Whether a running run's process has stopped beating, as of `now`. */
export function isStale(run: Pick<BulkRun, "status" | "heartbeatAt" | "createdAt">, now: number): boolean {
  if (run.status !== "running") return false;
  const last = Date.parse(run.heartbeatAt ?? run.createdAt);
  return !Number.isFinite(last) || now - last > bulkStaleMs;
}

/** The words a bulk action's dialogs use for its rows: `bulk.<texts>.*` in the locale files. */
export type BulkTexts = "reservations" | "orders" | "users" | "rows";

/**
 * What a list offers to do with many rows, as its page and its server side (app/resource/bulk-kind.server.ts) both
 * read it: the words for the rows, the actions with the locale key of each one's name, and how a row is named. Here,
 * not beside the bar that shows it: a domain's rules (which actions a state allows) name it too.
 */
export type BulkOffer<Action extends string = string> = {
  texts: BulkTexts;
  actions: readonly [Action, ...Action[]];
  /** The actions that take something away (a delete, a disable): confirmed in the danger tone, as one row's would be. */
  dangerous?: readonly Action[];
  /** The actions after which the upstream tells the rows' people (a reservation's guest): the dialog says so. */
  notifies?: readonly Action[];
  // Methods, so an offer of particular actions stands where any offer is expected.
  actionLabel(action: Action): string;
  rowName(row: Record<string, unknown> & { _id: string }): string;
};

export type BulkOutcome = { id: string; label: string; outcome: "skipped" | "failed"; reason: string };

export type BulkRun = {
  id: string;
  createdAt: string;
  finishedAt: string | null;
  userId: string;
  venueId: string | null;
  entity: string;
  action: string;
  filter: string;
  total: number;
  done: number;
  succeeded: number;
  outcomes: BulkOutcome[];
  status: "running" | "done";
  heartbeatAt: string | null;
  owner: string | null;
  /** How many times another process took the run over after its own stopped. */
  resumed: number;
};

/**
 * Runs `work` over the items, at most `limit` at a time, in lanes: items with the same lane key run one after another
 * (two reservations at one table must not both take its last place), others side by side.
 */
export async function runBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  laneOf: (item: T) => string | null = () => null,
): Promise<void> {
  const lanes = new Map<string, T[]>();
  // Each task is a lane of items to run in order; an item without a lane is a lane of its own.
  const queue: T[][] = [];
  for (const item of items) {
    const lane = laneOf(item);
    const existing = lane === null ? undefined : lanes.get(lane);
    if (existing) existing.push(item);
    else {
      const list = [item];
      if (lane !== null) lanes.set(lane, list);
      queue.push(list);
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < queue.length) for (const item of queue[next++]!) await work(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, queue.length)) }, worker));
}
