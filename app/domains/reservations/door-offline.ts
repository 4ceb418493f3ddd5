// What the door's phone may keep for a night without network (decision 031): tonight's guest list of one event, for one
// user at one venue, until the night is over. The server says whether and until when; the phone drops what it kept
// when that time passes, when the owner changes (another user, another venue) and on every signed-out page.

/** How long before an event's start its door may keep the guest list: the doors open hours before the music. */
const keepBeforeStartMs = 12 * 3_600_000;
/** An event with no end is over this long after its start. */
const nightWithoutEndMs = 12 * 3_600_000;

/** When an event's night is over, in epoch ms: its end, or 12 hours after its start when it names none. */
export function nightEnd(event: { startDate?: string; endDate?: string }): number | null {
  const start = event.startDate ? Date.parse(event.startDate) : NaN;
  if (Number.isNaN(start)) return null;
  const named = event.endDate ? Date.parse(event.endDate) : NaN;
  return Number.isNaN(named) || named < start ? start + nightWithoutEndMs : named;
}

/**
 * Until when the guest list of `event` may be kept on a phone, or null out of its night (too early, or over): the
 * night's end, or sooner the end of the session that keeps it (`sessionEnd`), after which nothing kept is shown.
 */
export function offlineUntil(
  event: { startDate?: string; endDate?: string },
  now: Date,
  sessionEnd?: number | null,
): string | null {
  const start = event.startDate ? Date.parse(event.startDate) : NaN;
  const end = nightEnd(event);
  if (end === null) return null;
  if (now.getTime() >= end || start - now.getTime() > keepBeforeStartMs) return null;
  const until = sessionEnd ? Math.min(end, sessionEnd) : end;
  return until > now.getTime() ? new Date(until).toISOString() : null;
}

/** Whose kept data it is: the signed-in user at the selected venue. Another owner finds nothing of this one's. */
export function offlineOwner(signed: { user: { _id: string }; venueId?: string | undefined }): string {
  return `${signed.user._id}@${signed.venueId ?? ""}`;
}

/** Where the browser notes whose data the door kept (door-store.ts): a synchronous look that opens no database. */
export const ownerStorageKey = "door-offline-owner";

/** The phone's database of the door (door-store.ts) and the service worker's cache of door pages (public/sw.js). */
export const doorDatabase = "door";
export const doorPagesCache = "door-pages";

/**
 * Browser only: drops what the door kept of a night (the guest lists, the kept door pages), and keeps the check-ins
 * still waiting: those go when their owner signs in again, never dropped unseen. Opens no database that is not there.
 */
export async function dropKeptNight(): Promise<void> {
  if (typeof indexedDB !== "undefined") {
    await new Promise<void>((resolve) => {
      const request = indexedDB.open(doorDatabase);
      // Nothing was kept on this phone: create nothing (door-store.ts makes the database with its stores).
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains("guests")) {
          db.close();
          return resolve();
        }
        const tx = db.transaction("guests", "readwrite");
        tx.objectStore("guests").clear();
        tx.oncomplete =
          tx.onerror =
          tx.onabort =
            () => {
              db.close();
              resolve();
            };
      };
      request.onerror = request.onblocked = () => resolve();
    });
  }
  if ("caches" in window) await caches.delete(doorPagesCache).catch(() => false);
}

/**
 * Browser only: drops tonight's lists and pages the door kept when they belong to someone else than `owner` (another
 * user, another venue; `null` when no one is signed in). Cheap on every page: nothing is opened unless there is
 * something to drop. Waiting check-ins stay, each under its owner.
 */
export function forgetUnlessOwner(owner: string | null): void {
  let held: string | null;
  try {
    held = window.localStorage.getItem(ownerStorageKey);
  } catch {
    return;
  }
  if (held === null || held === owner) return;
  void dropKeptNight().catch(() => undefined);
}

/**
 * Browser only: how many check-ins of `owner` wait on this phone for the network. Raw IndexedDB, so that every page
 * (sign-out is in the shell) can ask without loading the door's storage code; 0 when nothing was ever kept.
 */
export function countWaiting(owner: string | null): Promise<number> {
  if (typeof indexedDB === "undefined" || owner === null) return Promise.resolve(0);
  return new Promise((resolve) => {
    const request = indexedDB.open(doorDatabase);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains("queue")) {
        db.close();
        return resolve(0);
      }
      const all = db.transaction("queue").objectStore("queue").getAll();
      all.onsuccess = () => {
        db.close();
        resolve((all.result as { owner?: string }[]).filter((entry) => entry.owner === owner).length);
      };
      all.onerror = () => {
        db.close();
        resolve(0);
      };
    };
    request.onerror = request.onblocked = () => resolve(0);
  });
}
