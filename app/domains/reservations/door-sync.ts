// The door's script and the network (decisions 031 and 048), browser only: check-ins and scans sent to the server,
// each tap first kept in the phone's storage with its time so that none is lost through a dead signal; tonight's
// guest list kept for a search without network; the door's page kept by the service worker.
import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { LiveStatus } from "~/ui/live/live-data";
import { findExact } from "./door";
import { doorPagesCache } from "./door-offline";
import type { CheckInOutcome } from "./door-entries.server";
import type { DoorResult } from "./door.server";
import {
  allQueued,
  dequeue,
  dropGuestList,
  enqueue,
  guestList,
  keepGuestList,
  queued,
  type GuestList,
  type QueuedCheckIn,
} from "./door-store";

/** Several phones at one door see each other's check-ins within this, and a little more for the answer. */
export const refreshMs = 3_000;
/** How often tonight's guest list kept on the phone is read again while the network works. */
const guestListEveryMs = 60_000;
/** The same code scanned again within this is the scanner's echo, not a second guest. */
const repeatScanMs = 2_000;

/** The big result of the latest scan or tap: what happened, to whom, and whether it waits for the network. */
export type DoorFlash =
  | { key: number; outcome: CheckInOutcome; queued?: false }
  | { key: number; outcome: { outcome: "entered"; result: DoorResult; persons: number }; queued: true }
  | { key: number; outcome: { outcome: "notKept"; code: string }; queued?: false };

/** Posts one check-in; null when the network (or a failing server) did not answer, so it waits and goes again. */
async function postCheckIn(entry: QueuedCheckIn, queuedTap: boolean): Promise<CheckInOutcome | null> {
  let response: Response;
  try {
    const body = new URLSearchParams({ tappedAt: entry.tappedAt, queued: queuedTap ? "1" : "0" });
    if (entry.persons) body.set("persons", String(entry.persons));
    response = await fetch(entry.action, { method: "POST", headers: { Accept: "application/json" }, body });
  } catch {
    return null;
  }
  if (response.status === 404) return { outcome: "unknown", code: entry.code };
  const answer = (await response.json().catch(() => null)) as CheckInOutcome | null;
  // A server that fails (or a proxy's page instead of the answer) is tried again later, like no network.
  if (!answer || (answer.outcome === "failed" && response.status >= 500)) return null;
  return answer;
}

/** Sends every check-in of `owner` waiting on this phone, oldest first, until one finds no way through. */
export async function sendAllWaiting(owner: string): Promise<void> {
  const entries = (await allQueued()).filter((entry) => entry.owner === owner);
  for (const entry of entries) {
    if (!(await postCheckIn(entry, true))) return;
    await dequeue(entry.owner, entry.base, entry.id);
  }
}

/**
 * Tonight's guest list kept on the phone for a search without network: read from the phone's storage at once, and
 * again from the server every minute while the network works. Out of the night the server names no list, and what
 * was kept for this door is dropped.
 */
export function useKeptGuestList(
  data: { owner: string; base: string; guestList: string | null },
  status: LiveStatus,
): GuestList | null {
  const [kept, setKept] = useState<GuestList | null>(null);
  const { owner, base, guestList: source } = data;
  useEffect(() => {
    let gone = false;
    void guestList(owner, base)
      .then((list) => !gone && setKept(list))
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [owner, base]);
  const reachable = status.unreachableSince === null;
  const savedAt = kept?.savedAt;
  useEffect(() => {
    if (!source) {
      void dropGuestList(base).catch(() => undefined);
      return;
    }
    if (!reachable || (savedAt && Date.now() - Date.parse(savedAt) < guestListEveryMs)) return;
    let gone = false;
    void (async () => {
      const response = await fetch(source, { headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const answer = (await response.json()) as Omit<GuestList, "base" | "until"> & { until: string | null };
      if (gone) return;
      if (!answer.until) {
        await dropGuestList(base);
        if (!gone) setKept(null);
        return;
      }
      const list: GuestList = { ...answer, base, until: answer.until };
      await keepGuestList(list);
      if (!gone) setKept(list);
    })().catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [source, base, reachable, savedAt, status.loads]);
  // Out of the night there is no list to search, whatever the phone still held a moment ago.
  return source ? kept : null;
}

/**
 * Asks the service worker (public/sw.js) to keep this door's page and the files it runs on, so that the door opens on
 * this phone with no network at all; true once it has.
 */
export function useDoorPageKept(): boolean {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let gone = false;
    const files = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => {
        const url = new URL(name);
        return url.origin === location.origin && /^\/(build|locales)\//.test(url.pathname);
      });
    // Registered from the door only: the phones that work a door are the ones that need it.
    void navigator.serviceWorker
      // The worker's cache of door pages is named here, once: the page clears it at sign-out (door-offline.ts).
      .register(`/sw.js?${new URLSearchParams({ pages: doorPagesCache })}`, { updateViaCache: "none" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => {
          if (!gone && event.data?.kept) setKept(true);
        };
        registration.active?.postMessage({ type: "keep-door", page: location.pathname, files }, [channel.port2]);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, []);
  return kept;
}

/**
 * Whether this document is the copy the service worker kept, served because the network failed: the worker marks it
 * in the answer's Server-Timing, which the page reads from its navigation's timing once hydrated (the server's render
 * never is the kept copy, so hydration matches).
 */
export function useServedFromKeptCopy(): boolean {
  return useSyncExternalStore(noSubscription, servedFromKeptCopy, () => false);
}

function servedFromKeptCopy(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.some((entry) => entry.name === "door-kept") ?? false;
}

const noSubscription = () => () => undefined;

/** A tap kept on the phone, shown as entered and waiting for the network: the people chosen, else all not yet in. */
function queuedEntry(result: DoorResult, persons: number | undefined) {
  const left = result.verdict.kind === "enter" ? result.verdict.persons - result.verdict.admitted : 1;
  return { outcome: "entered" as const, result, persons: persons ?? left };
}

/** A check-in that waited for the network, and what the server answered when it got there. */
export type LateOutcome = { key: string; name: string; tappedAt: string; answer: CheckInOutcome };

/**
 * Check-ins and scans sent by the page's script. A tap on a card is first kept in the phone's storage with its time,
 * then sent; the server's answer shows at once. One that cannot reach the server waits there (across a reload or a
 * closed tab) and goes, in the order of the taps, when the network is back; what the server then answered is listed
 * (`late`). A scan goes to the server with its code; without network it is answered from the kept list and queued.
 */
export function useCheckIns(
  data: { owner: string; base: string },
  status: LiveStatus,
  kept: GuestList | null,
  offline: boolean,
) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { owner, base } = data;
  const [outcomes, setOutcomes] = useState<Record<string, CheckInOutcome>>({});
  const [waiting, setWaiting] = useState<QueuedCheckIn[]>([]);
  const [late, setLate] = useState<LateOutcome[]>([]);
  const [flash, setFlash] = useState<DoorFlash | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // Check-ins that have waited at least once (every one found in storage at load has): their answer is listed.
  const waited = useRef(new Set<string>());
  const sending = useRef(false);
  const flashes = useRef(0);
  // The result on screen, so that a tap shown as waiting for the network is shown again with its answer.
  const shown = useRef<DoorFlash | null>(null);
  useEffect(() => {
    shown.current = flash;
  }, [flash]);

  const show = useCallback(
    (outcome: DoorFlash["outcome"], queuedTap = false) => {
      const key = ++flashes.current;
      setFlash({ key, outcome, queued: queuedTap } as DoorFlash);
      if ("result" in outcome)
        setOutcomes((current) => ({ ...current, [outcome.result._id]: outcome as CheckInOutcome }));
      setAnnouncement(announce(t, outcome, queuedTap));
      // Already in, refused, not found: the phone buzzes, so the doorman looks before the guest walks on.
      if (outcome.outcome !== "entered" && outcome.outcome !== "confirm" && outcome.outcome !== "undone")
        navigator.vibrate?.([120, 60, 120]);
    },
    [t],
  );

  const sendWaiting = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    let delivered = false;
    try {
      const entries = await queued(owner, base);
      for (const [index, entry] of entries.entries()) {
        const hadWaited = waited.current.has(entry.id);
        const answer = await postCheckIn(entry, hadWaited);
        if (!answer) {
          // Still no way through: this one and those after it keep their order for the next try.
          for (const rest of entries.slice(index)) waited.current.add(rest.id);
          break;
        }
        await dequeue(owner, base, entry.id);
        delivered = true;
        if ("result" in answer) setOutcomes((current) => ({ ...current, [entry.id]: answer }));
        const onScreen = shown.current;
        // The tap the result still shows as waiting: the result becomes its answer.
        if (onScreen?.queued === true && "result" in onScreen.outcome && onScreen.outcome.result._id === entry.id)
          show(answer);
        if (waited.current.delete(entry.id)) {
          setLate((current) => [
            ...current,
            { key: `${entry.id}:${entry.tappedAt}`, name: entry.name, tappedAt: entry.tappedAt, answer },
          ]);
        } else show(answer);
      }
    } catch {
      // The phone's storage refused (private browsing, full): nothing was lost that the card does not show.
    } finally {
      sending.current = false;
      setWaiting(await queued(owner, base).catch(() => []));
    }
    if (delivered && revalidator.state === "idle") revalidator.revalidate();
  }, [owner, base, revalidator, show]);

  // What waited in storage from before (a reload, a closed tab) has waited: it goes now, and its answer is listed.
  // Once per door: run again later (the sender changes with every revalidation), it would take a tap just made for
  // one that waited, and its answer would not show.
  const latestSend = useRef(sendWaiting);
  useEffect(() => {
    latestSend.current = sendWaiting;
  });
  useEffect(() => {
    void queued(owner, base)
      .then((entries) => {
        for (const entry of entries) waited.current.add(entry.id);
        setWaiting(entries);
        if (entries.length > 0) void latestSend.current();
      })
      .catch(() => undefined);
  }, [owner, base]);

  // Waiting check-ins go again when the network is back, after each refresh that got through, and every few seconds.
  const reachable = status.unreachableSince === null;
  useEffect(() => {
    if (waiting.length === 0) return;
    const retry = () => void sendWaiting();
    window.addEventListener("online", retry);
    const timer = setInterval(retry, refreshMs);
    if (reachable) retry();
    return () => {
      window.removeEventListener("online", retry);
      clearInterval(timer);
    };
  }, [waiting.length, reachable, status.loads, sendWaiting]);

  /** Keeps a tap in the phone's storage, then sends it (or leaves it waiting); without storage, sends it now. */
  const tap = useCallback(
    async (result: DoorResult, persons: number | undefined, shownQueued = false) => {
      const entry: QueuedCheckIn = {
        owner,
        base,
        id: result._id,
        action: `${base}/${encodeURIComponent(result._id)}`,
        name: result.name || result.code,
        code: result.code,
        tappedAt: new Date().toISOString(),
        ...(persons ? { persons } : {}),
      };
      try {
        await enqueue(entry);
      } catch {
        const answer = await postCheckIn(entry, false);
        if (answer) show(answer);
        else show({ outcome: "failed", message: t("door.noStorage", { name: entry.name }) });
        return;
      }
      setWaiting(await queued(owner, base).catch(() => [entry]));
      await sendWaiting();
      if (waited.current.has(entry.id) && !shownQueued) show(queuedEntry(result, persons), true);
    },
    [owner, base, sendWaiting, show, t],
  );

  /** A tap on a card's button: everyone not yet in, or the number chosen. */
  const checkIn = useCallback(
    (result: DoorResult, persons: number | undefined) => {
      void tap(result, persons);
    },
    [tap],
  );

  const lastScan = useRef<{ code: string; at: number } | null>(null);
  /**
   * A scanned (or typed) code and Enter: the guest goes in at once when valid, or is shown to confirm (a flagged guest
   * or a group). Without network the kept list answers and the tap waits. The same code again within 2 s is ignored.
   */
  const scan = useCallback(
    async (code: string, options: { confirm?: boolean; persons?: number } = {}) => {
      const text = code.trim();
      const now = Date.now();
      if (!options.confirm && lastScan.current?.code === text.toLowerCase() && now - lastScan.current.at < repeatScanMs)
        return;
      lastScan.current = { code: text.toLowerCase(), at: now };
      // A phone that knows it has no network answers from the kept list at once, without trying.
      if (!offline && navigator.onLine !== false) {
        try {
          const body = new URLSearchParams({ code: text });
          if (options.confirm) body.set("confirm", "1");
          if (options.persons) body.set("persons", String(options.persons));
          const response = await fetch(`${base}/scan`, {
            method: "POST",
            headers: { Accept: "application/json" },
            body,
          });
          const answer = (await response.json().catch(() => null)) as CheckInOutcome | null;
          if (answer && !(answer.outcome === "failed" && response.status >= 500)) {
            show(answer);
            if (revalidator.state === "idle") revalidator.revalidate();
            return;
          }
        } catch {
          // No network: the kept list answers below.
        }
      }
      const guest = kept ? findExact(kept.guests, text) : undefined;
      if (!guest) return show({ outcome: "notKept", code: text });
      // The taps waiting on this phone, as this page holds them (no read of its storage before the answer): a tap of
      // another tab is caught by the server when both are sent, which lets one in.
      const waitingAlready = waiting.some((entry) => entry.id === guest._id);
      if (guest.verdict.kind === "entered" || waitingAlready) return show({ outcome: "already", result: guest });
      if (guest.verdict.kind === "refused")
        return show({ outcome: "refused", result: guest, reason: t(`door.refused.${guest.verdict.reason}`) });
      const flagged = Object.values(guest.flags).some(Boolean);
      const group = guest.verdict.persons - guest.verdict.admitted > 1;
      if (!options.confirm && (flagged || (group && !options.persons)))
        return show({ outcome: "confirm", result: guest });
      // The kept list's answer shows before the phone's storage is written: the guest is not kept waiting for it.
      show(queuedEntry(guest, options.persons), true);
      await tap(guest, options.persons, true);
    },
    [offline, base, kept, waiting, show, tap, revalidator, t],
  );

  /** Undoes an entry; the answer shows like a scan's. */
  const undo = useCallback(
    async (entryId: string, reason: string) => {
      try {
        const response = await fetch(`${base}/undo`, {
          method: "POST",
          headers: { Accept: "application/json" },
          body: new URLSearchParams({ entryId, reason }),
        });
        const answer = (await response.json().catch(() => null)) as CheckInOutcome | null;
        show(answer ?? { outcome: "failed", message: t("errors.unavailable") });
        if (revalidator.state === "idle") revalidator.revalidate();
      } catch {
        show({ outcome: "failed", message: t("door.undo.offline") });
      }
    },
    [base, show, revalidator, t],
  );

  return {
    outcomes,
    waiting,
    undo: (entryId: string, reason: string) => void undo(entryId, reason),
    late,
    dismissLate: () => setLate([]),
    flash,
    dismissFlash: () => setFlash(null),
    checkIn,
    scan,
    announcement,
  };
}

function announce(
  t: ReturnType<typeof useTranslation>["t"],
  outcome: DoorFlash["outcome"],
  queuedTap: boolean,
): string {
  switch (outcome.outcome) {
    case "entered":
      return t(queuedTap ? "door.queued" : "door.result.entered", {
        name: outcome.result.name || outcome.result.code,
        count: outcome.persons,
      });
    case "already":
      return t("door.result.already", { name: outcome.result.name || outcome.result.code });
    case "refused":
      return `${outcome.result.name || outcome.result.code}: ${outcome.reason}`;
    case "confirm":
      return t("door.result.confirm", { name: outcome.result.name || outcome.result.code });
    case "undone":
      return t("door.result.undone", { name: outcome.result.name || outcome.result.code });
    case "unknown":
    case "notKept":
      return t("door.result.unknown", { code: outcome.code });
    case "failed":
      return outcome.message;
  }
}
