// What one request waited on the upstream, for the server's log line and its Server-Timing header (server/). Node's
// AsyncLocalStorage carries the request's tally through every await, so each upstream call counts itself and no route
// passes anything along.
import { AsyncLocalStorage } from "node:async_hooks";

export type UpstreamTiming = {
  /** Upstream calls started by the request. */
  calls: number;
  /** Wall time with at least one call in flight (calls in parallel are counted once), up to the last call that ended. */
  waitedMs: number;
  inFlight: number;
  /** When the calls in flight started waiting (performance.now()). */
  since: number;
};

const storage = new AsyncLocalStorage<UpstreamTiming>();

export function newUpstreamTiming(): UpstreamTiming {
  return { calls: 0, waitedMs: 0, inFlight: 0, since: 0 };
}

/** Runs `handle` (the request's whole handling) with `timing` as the tally its upstream calls add to. */
export function withUpstreamTiming<T>(timing: UpstreamTiming, handle: () => T): T {
  return storage.run(timing, handle);
}

const nothing = () => {};

/** Counts an upstream call of the current request; answers the function to call when it ends. */
export function upstreamCallStarted(): () => void {
  const timing = storage.getStore();
  if (!timing) return nothing;
  timing.calls++;
  if (timing.inFlight++ === 0) timing.since = performance.now();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--timing.inFlight === 0) timing.waitedMs += performance.now() - timing.since;
  };
}

/** The time waited so far, counting calls still in flight up to `now`. */
export function upstreamWaitedMs(timing: UpstreamTiming, now = performance.now()): number {
  return timing.waitedMs + (timing.inFlight > 0 ? now - timing.since : 0);
}

/**
 * The current request's own object, for what the loaders of one request may share (the same page's layout and tab
 * reading one record): undefined outside a request. Lives and dies with the request, so nothing keyed on it crosses
 * requests or users.
 */
export function currentRequestKey(): object | undefined {
  return storage.getStore();
}
