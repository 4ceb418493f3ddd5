// Pages that refresh themselves (the door, the floor, the bar board, the chats) keep working through a dead signal
// (decision 031). A refresh, or a search on the same page, that cannot reach the server leaves the page as it is: the
// page's own loader answers "unreachable" in the browser (its clientLoader) and the page keeps its last data with a
// quiet line saying since when; the layouts around it are not read again on such a load, so none of them fails either.
// Refreshes go on with a growing pause and at once when the network comes back; a working page is never replaced by an
// error page by a load nobody asked for.
import {
  isRouteErrorResponse,
  useFetchers,
  useLoaderData,
  useLocation,
  useNavigation,
  useRevalidator,
  type ClientLoaderFunctionArgs,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

const unreachableMark = "liveUnreachableAt";
type Unreachable = { [unreachableMark]: number };

function isUnreachableMark(data: unknown): data is Unreachable {
  return typeof data === "object" && data !== null && unreachableMark in data;
}

/** No answer (no network, the server gone) or a server failure (5xx): what a later load may well not meet again. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return isRouteErrorResponse(error) && error.status >= 500;
}

// The live pages on screen now, by path: only a page already showing its data may keep it when a load fails.
const shownPaths = new Map<string, number>();

/** A live page's clientLoader: the server's data, or, when it cannot be had and the page is on screen, a mark. */
export async function keepPageWhenUnreachable({ request, serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (!isUnreachable(error) || !shownPaths.has(new URL(request.url).pathname)) throw error;
    return { [unreachableMark]: Date.now() } satisfies Unreachable;
  }
}

export type LiveStatus = {
  /** When the loads began to fail, or null when the latest one answered. */
  unreachableSince: number | null;
  /** When data last arrived: the server's own time of reading when the loader gives `loadedAt`. */
  lastUpdated: number;
  /** Failed loads since the last answer, for the pause before the next try. */
  failuresInARow: number;
  /** Loads seen so far (answers and failures): each one starts a new wait. */
  loads: number;
};

type Track = { raw: unknown; data: unknown; status: LiveStatus };

/** What the page shows after a load: the new data, or (when the load failed) the data it had, marked as such. */
function afterLoad(before: Track | null, raw: unknown): Track {
  if (isUnreachableMark(raw)) {
    // Only a page already on screen is given the mark (keepPageWhenUnreachable), so there is data to keep.
    if (!before) throw new Error("A live page has no data to show");
    return {
      raw,
      data: before.data,
      status: {
        ...before.status,
        unreachableSince: before.status.unreachableSince ?? raw[unreachableMark],
        failuresInARow: before.status.failuresInARow + 1,
        loads: before.status.loads + 1,
      },
    };
  }
  const loadedAt = (raw as { loadedAt?: unknown } | null)?.loadedAt;
  const at = typeof loadedAt === "string" ? Date.parse(loadedAt) : NaN;
  return {
    raw,
    data: raw,
    status: {
      unreachableSince: null,
      lastUpdated: Number.isNaN(at) ? Date.now() : at,
      failuresInARow: 0,
      loads: (before?.status.loads ?? 0) + 1,
    },
  };
}

/** The page's data as last received, and how the latest loads went. */
export function useLiveLoaderData<T>(): { data: ReturnType<typeof useLoaderData<T>>; status: LiveStatus } {
  const raw = useLoaderData<T>() as unknown;
  const { pathname } = useLocation();
  // Derived from the loads seen so far, the way React keeps information from earlier renders.
  const [seen, setSeen] = useState<Track>(() => afterLoad(null, raw));
  let track = seen;
  if (seen.raw !== raw) {
    track = afterLoad(seen, raw);
    setSeen(track);
  }
  useEffect(() => {
    shownPaths.set(pathname, (shownPaths.get(pathname) ?? 0) + 1);
    return () => {
      const left = (shownPaths.get(pathname) ?? 1) - 1;
      if (left > 0) shownPaths.set(pathname, left);
      else shownPaths.delete(pathname);
    };
  }, [pathname]);
  return { data: track.data as ReturnType<typeof useLoaderData<T>>, status: track.status };
}

/** The longest pause between two tries while the server cannot be reached. */
const longestPauseMs = 60_000;

/** The pause before the next refresh: the page's interval, doubled for each failed try in a row, up to a minute. */
export function nextRefreshIn(intervalMs: number, failuresInARow: number): number {
  if (failuresInARow <= 0) return intervalMs;
  return Math.min(intervalMs * 2 ** failuresInARow, Math.max(longestPauseMs, intervalMs));
}

/** Does a form on the page hold a change not yet sent: a field typed in, a box ticked, an option chosen? */
function hasUnsentInput(root: ParentNode = document): boolean {
  // A picker marks itself (its controlled box and hidden inputs read as sent).
  if (root.querySelector("[data-unsent]")) return true;
  for (const element of root.querySelectorAll("input, select, textarea")) {
    if (element instanceof HTMLSelectElement) {
      if ([...element.options].some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (element instanceof HTMLInputElement) {
      if (element.type === "checkbox" || element.type === "radio") {
        if (element.checked !== element.defaultChecked) return true;
      } else if (element.type !== "hidden" && element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLTextAreaElement && element.value !== element.defaultValue) return true;
  }
  return false;
}

/**
 * Reads the page again every `intervalMs` while it is looked at (never while hidden, nor while a navigation or a post
 * (a page's or a fetcher's) is under way; at once when shown again or when the network returns), pausing longer after
 * each failed try. `whileEditing: false` skips a refresh while a form holds a change not yet sent, so new data never
 * takes an option away from under a choice being made (the floor's move); the door keeps refreshing as it types.
 */
export function useLiveRefresh(
  intervalMs: number,
  status: LiveStatus,
  { paused = false, whileEditing = true }: { paused?: boolean; whileEditing?: boolean } = {},
) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy =
    revalidator.state !== "idle" || navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const latest = useRef({ busy, revalidate: revalidator.revalidate });
  useEffect(() => {
    latest.current = { busy, revalidate: revalidator.revalidate };
  });
  const { failuresInARow, loads } = status;

  useEffect(() => {
    if (paused) return;
    let timer: ReturnType<typeof setTimeout>;
    const pause = nextRefreshIn(intervalMs, failuresInARow);
    const tick = () => {
      if (document.visibilityState !== "visible" || latest.current.busy || (!whileEditing && hasUnsentInput())) {
        timer = setTimeout(tick, intervalMs);
        return;
      }
      latest.current.revalidate();
      // Should the load be interrupted (and so never answer), the page still tries again.
      timer = setTimeout(tick, pause * 2);
    };
    const now = () => {
      clearTimeout(timer);
      tick();
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") now();
    };
    timer = setTimeout(tick, pause);
    window.addEventListener("online", now);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", now);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [intervalMs, paused, whileEditing, failuresInARow, loads]);
}
