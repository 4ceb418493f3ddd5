// What the door's phone keeps in its own storage (IndexedDB, through `idb`), browser only (decision 031):
// - the check-ins tapped while the network was down, each with the time of the tap, sent in order when it is back;
// - tonight's guest list, for a search by name or code without network.
// Everything is kept under its owner (the user at a venue, door-offline.ts): another owner finds nothing and the store
// is emptied when the owner changes, at sign-out, and once the night the server named is over.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { DoorResult } from "./door.server";
import { doorDatabase, doorPagesCache, ownerStorageKey as ownerKey } from "./door-offline";

export type QueuedCheckIn = {
  owner: string;
  /** The door's path (`/events/{id}/door`): one queue per event. */
  base: string;
  /** The reservation. */
  id: string;
  /** Where the check-in is posted. */
  action: string;
  name: string;
  code: string;
  /** When the doorman tapped: the time the guest walked in, whenever it reaches the server. */
  tappedAt: string;
  /** How many of the reservation's people walked in; absent for everyone not yet in. */
  persons?: number;
};

export type GuestList = { owner: string; base: string; until: string; savedAt: string; guests: DoorResult[] };

interface DoorDB extends DBSchema {
  queue: { key: number; value: QueuedCheckIn };
  guests: { key: string; value: GuestList };
}

let database: Promise<IDBPDatabase<DoorDB>> | null = null;

function open(): Promise<IDBPDatabase<DoorDB>> {
  database ??= openDB<DoorDB>(doorDatabase, 1, {
    upgrade(db) {
      db.createObjectStore("queue", { autoIncrement: true });
      db.createObjectStore("guests", { keyPath: "base" });
    },
    // Another tab drops the database (another owner signed in there): this one lets go of it.
    blocking() {
      void database?.then((db) => db.close());
      database = null;
    },
  });
  return database;
}

/**
 * Whether anything of `owner`'s may be kept: what another owner kept is dropped first, but for check-ins still
 * waiting, which are never dropped unseen (they go when their owner signs in again; sign-out asks about them).
 */
async function claim(owner: string): Promise<IDBPDatabase<DoorDB>> {
  const held = storedOwner();
  if (held !== null && held !== owner) await forgetKeptList();
  try {
    window.localStorage.setItem(ownerKey, owner);
  } catch {
    // Without localStorage the owner is still checked on every read below.
  }
  return open();
}

/** The owner whose data the phone holds, if any: a synchronous look that opens no database. */
function storedOwner(): string | null {
  try {
    return window.localStorage.getItem(ownerKey);
  } catch {
    return null;
  }
}

/** Drops the guest lists and the kept door pages, keeping the waiting check-ins. */
async function forgetKeptList(): Promise<void> {
  const db = await open();
  await db.clear("guests");
  if ("caches" in window) await caches.delete(doorPagesCache).catch(() => false);
}

export async function enqueue(entry: QueuedCheckIn): Promise<void> {
  const db = await claim(entry.owner);
  const existing = await queued(entry.owner, entry.base);
  // A second tap on a guest already waiting keeps the first tap's time.
  if (existing.some((other) => other.id === entry.id)) return;
  await db.add("queue", entry);
}

/** The check-ins of this door waiting for the network, oldest tap first. */
export async function queued(owner: string, base: string): Promise<QueuedCheckIn[]> {
  const db = await open();
  const entries = (await db.getAll("queue")).filter((entry) => entry.owner === owner && entry.base === base);
  return entries.sort((a, b) => a.tappedAt.localeCompare(b.tappedAt));
}

/** Every check-in waiting on this phone, whoever tapped it (sign-out asks about them first). */
export async function allQueued(): Promise<QueuedCheckIn[]> {
  const db = await open();
  return (await db.getAll("queue")).sort((a, b) => a.tappedAt.localeCompare(b.tappedAt));
}

export async function dequeue(owner: string, base: string, id: string): Promise<void> {
  const db = await open();
  const tx = db.transaction("queue", "readwrite");
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (cursor.value.owner === owner && cursor.value.base === base && cursor.value.id === id) await cursor.delete();
  }
  await tx.done;
}

export async function keepGuestList(list: GuestList): Promise<void> {
  const db = await claim(list.owner);
  await db.put("guests", list);
}

/** Tonight's kept guest list of this door, or null (none, another owner's, or the night is over: then it is dropped). */
export async function guestList(owner: string, base: string, now = new Date()): Promise<GuestList | null> {
  const db = await open();
  const list = await db.get("guests", base);
  if (!list) return null;
  if (list.owner !== owner || Date.parse(list.until) <= now.getTime()) {
    await db.delete("guests", base);
    return null;
  }
  return list;
}

export async function dropGuestList(base: string): Promise<void> {
  const db = await open();
  await db.delete("guests", base);
}
