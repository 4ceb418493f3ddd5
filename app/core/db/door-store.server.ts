// The door's entries in the back-office's own database (decision 048). One entry per guest is decided here, before the
// upstream is written, so two phones, two processes or two instances never let one guest in twice, whatever the
// upstream does with conditional writes. A reservation's people may enter in parts ("3 of 6"); an entry may be undone.
import type { BackOfficeDb } from "./database.server";
import type { DoorEntryTable } from "./schema";

type DoorActor = { userId: string; name: string; device: string };

export type DoorEntry = {
  id: string;
  eventId: string;
  reservationId: string;
  code: string;
  guestName: string;
  persons: number;
  tappedAt: string;
  recordedAt: string;
  byUserId: string;
  byName: string;
  device: string;
  source: "online" | "offline";
  kind: "entered" | "conflict";
  upstream: "pending" | "written" | "failed";
  undoneAt: string | null;
  undoneByName: string | null;
  undoReason: string | null;
  resolvedAt: string | null;
  resolvedByName: string | null;
  resolution: string | null;
};

/** Who let people in last, as the admission row holds it. */
type LastEntry = { byUserId: string; byName: string; device: string; tappedAt: string };
export type Admission = { persons: number; admitted: number; priorStatus: string; last: LastEntry | null };

const entryOf = (row: DoorEntryTable): DoorEntry => ({
  id: row.id,
  eventId: row.event_id,
  reservationId: row.reservation_id,
  code: row.code,
  guestName: row.guest_name,
  persons: row.persons,
  tappedAt: row.tapped_at,
  recordedAt: row.recorded_at,
  byUserId: row.by_user_id,
  byName: row.by_name,
  device: row.device,
  source: row.source,
  kind: row.kind,
  upstream: row.upstream,
  undoneAt: row.undone_at,
  undoneByName: row.undone_by_name,
  undoReason: row.undo_reason,
  resolvedAt: row.resolved_at,
  resolvedByName: row.resolved_by_name,
  resolution: row.resolution,
});

export type AdmitRequest = {
  eventId: string;
  venueId: string | null;
  reservationId: string;
  code: string;
  guestName: string;
  /** The reservation's people. */
  persons: number;
  /** Its state upstream now: what an undo of every entry writes back. */
  status: string;
  /** The upstream already shows the guest in (let in by another system): they stay in. */
  inUpstream: boolean;
  /** How many walk in now; null for everyone not yet in. */
  wanted: number | null;
  tappedAt: string;
  source: "online" | "offline";
  actor: DoorActor;
};

export type AdmitOutcome =
  | { kind: "entered"; entry: DoorEntry; admission: Admission }
  /** Nobody left to let in: the last entry says who let them in, when and on which phone. */
  | { kind: "already"; last: LastEntry | null; admission: Admission; conflict: DoorEntry | null };

/** Tries a conditional update this many times when other phones move the same reservation in between. */
const attempts = 8;

function newEntry(request: AdmitRequest, persons: number, kind: DoorEntryTable["kind"], now: string): DoorEntryTable {
  return {
    id: crypto.randomUUID(),
    event_id: request.eventId,
    venue_id: request.venueId,
    reservation_id: request.reservationId,
    code: request.code,
    guest_name: request.guestName,
    persons,
    tapped_at: request.tappedAt,
    recorded_at: now,
    by_user_id: request.actor.userId,
    by_name: request.actor.name,
    device: request.actor.device,
    source: request.source,
    kind,
    upstream: kind === "entered" ? "pending" : "written",
    undone_at: null,
    undone_by_id: null,
    undone_by_name: null,
    undo_reason: null,
    resolved_at: null,
    resolved_by_name: null,
    resolution: null,
  };
}

/**
 * Lets `wanted` of a reservation's people in (all that are not in yet when null): the first tap wins, atomically, on
 * SQLite and PostgreSQL alike. The admission row is raised only from the value just read (a conditional update, then
 * the entry, in one transaction); a phone that lost the race reads again and finds fewer, or nobody, left.
 */
export async function admit(db: BackOfficeDb, request: AdmitRequest): Promise<AdmitOutcome> {
  const now = new Date().toISOString();
  const persons = Math.max(1, Math.floor(request.persons));
  await db
    .insertInto("door_admissions")
    .values({
      event_id: request.eventId,
      reservation_id: request.reservationId,
      persons,
      admitted: request.inUpstream ? persons : 0,
      prior_status: request.inUpstream ? "accepted" : request.status,
      last_by_id: null,
      last_by_name: null,
      last_device: null,
      last_at: null,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(["event_id", "reservation_id"]).doNothing())
    .execute();
  for (let attempt = 0; attempt < attempts; attempt++) {
    const row = await admissionRow(db, request.eventId, request.reservationId);
    const remaining = row.persons - row.admitted;
    const count = Math.min(request.wanted ?? remaining, remaining);
    if (count <= 0) {
      const { last } = admissionOf(row);
      let conflict: DoorEntry | null = null;
      // A tap queued offline for a guest someone else let in meanwhile is kept, never dropped: the back-office
      // resolves it. The same user's own tap sent twice (an answer lost on the way) is no conflict.
      if (request.source === "offline" && last?.byUserId !== request.actor.userId) {
        const entry = newEntry(request, request.wanted ?? 1, "conflict", now);
        await db.insertInto("door_entries").values(entry).execute();
        conflict = entryOf(entry);
      }
      return { kind: "already", last, admission: admissionOf(row), conflict };
    }
    // One conditional statement decides (atomic on SQLite and PostgreSQL alike, with no transaction to hold open
    // across processes); the entry that records it follows.
    const result = await db
      .updateTable("door_admissions")
      .set({
        admitted: row.admitted + count,
        last_by_id: request.actor.userId,
        last_by_name: request.actor.name,
        last_device: request.actor.device,
        last_at: request.tappedAt,
        updated_at: now,
      })
      .where("event_id", "=", request.eventId)
      .where("reservation_id", "=", request.reservationId)
      .where("admitted", "=", row.admitted)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    const entry = newEntry(request, count, "entered", now);
    await db.insertInto("door_entries").values(entry).execute();
    const last = {
      byUserId: request.actor.userId,
      byName: request.actor.name,
      device: request.actor.device,
      tappedAt: request.tappedAt,
    };
    return {
      kind: "entered",
      entry: entryOf(entry),
      admission: { ...admissionOf(row), admitted: row.admitted + count, last },
    };
  }
  throw new Error(`door: could not settle reservation ${request.reservationId} after ${attempts} attempts`);
}

async function admissionRow(db: BackOfficeDb, eventId: string, reservationId: string) {
  return db
    .selectFrom("door_admissions")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("reservation_id", "=", reservationId)
    .executeTakeFirstOrThrow();
}

function admissionOf(row: {
  persons: number;
  admitted: number;
  prior_status: string;
  last_by_id: string | null;
  last_by_name: string | null;
  last_device: string | null;
  last_at: string | null;
}): Admission {
  const last =
    row.last_by_id && row.last_at
      ? {
          byUserId: row.last_by_id,
          byName: row.last_by_name ?? "",
          device: row.last_device ?? "",
          tappedAt: row.last_at,
        }
      : null;
  return { persons: row.persons, admitted: row.admitted, priorStatus: row.prior_status, last };
}

/** The admissions of an event's reservations, by reservation: who is in by the door's own count. */
export async function admissionsOf(db: BackOfficeDb, eventId: string): Promise<Map<string, Admission>> {
  const rows = await db.selectFrom("door_admissions").selectAll().where("event_id", "=", eventId).execute();
  return new Map(rows.map((row) => [row.reservation_id, admissionOf(row)]));
}

/** One entry of an event, or null. */
export async function entryById(db: BackOfficeDb, eventId: string, id: string): Promise<DoorEntry | null> {
  const row = await db
    .selectFrom("door_entries")
    .selectAll()
    .where("id", "=", id)
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return row ? entryOf(row) : null;
}

/** The entries of some of an event's reservations, newest first. */
export async function entriesOf(db: BackOfficeDb, eventId: string, reservationIds: readonly string[]) {
  if (reservationIds.length === 0) return [];
  const rows = await db
    .selectFrom("door_entries")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("reservation_id", "in", [...reservationIds])
    .orderBy("recorded_at", "desc")
    .execute();
  return rows.map(entryOf);
}

export type UndoOutcome = { entry: DoorEntry; admission: Admission } | null;

/** Undoes an entry still standing: its people are out again. Null when it was undone already (or is no entry). */
export async function undoEntry(
  db: BackOfficeDb,
  eventId: string,
  id: string,
  by: { userId: string; name: string; reason: string | null },
): Promise<UndoOutcome> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable("door_entries")
    .set({ undone_at: now, undone_by_id: by.userId, undone_by_name: by.name, undo_reason: by.reason })
    .where("id", "=", id)
    .where("event_id", "=", eventId)
    .where("kind", "=", "entered")
    .where("undone_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const entry = await db.selectFrom("door_entries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  // Relative to what is there now, in one statement: entries undone at once on two phones each take their own people.
  await db
    .updateTable("door_admissions")
    .set((eb) => ({ admitted: eb("admitted", "-", entry.persons), updated_at: now }))
    .where("event_id", "=", eventId)
    .where("reservation_id", "=", entry.reservation_id)
    .execute();
  return { entry: entryOf(entry), admission: admissionOf(await admissionRow(db, eventId, entry.reservation_id)) };
}

/** The upstream's copy of an entry: written, or failed (sent again with the event's next check-in). */
export async function markUpstream(db: BackOfficeDb, id: string, state: "written" | "failed"): Promise<void> {
  await db.updateTable("door_entries").set({ upstream: state }).where("id", "=", id).execute();
}

/** Entries of an event whose upstream write has not gone through yet, oldest first. */
export async function unsentEntries(db: BackOfficeDb, eventId: string, limit: number): Promise<DoorEntry[]> {
  const rows = await db
    .selectFrom("door_entries")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("kind", "=", "entered")
    .where("upstream", "!=", "written")
    .orderBy("recorded_at")
    .limit(limit)
    .execute();
  return rows.map(entryOf);
}

/** The offline taps of an event that found the guest already in, unresolved first, then the newest. */
export async function conflictsOf(db: BackOfficeDb, eventId: string): Promise<DoorEntry[]> {
  const rows = await db
    .selectFrom("door_entries")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("kind", "=", "conflict")
    .orderBy("recorded_at", "desc")
    .limit(200)
    .execute();
  return rows.map(entryOf).sort((a, b) => Number(a.resolvedAt !== null) - Number(b.resolvedAt !== null));
}

/** Marks a conflict resolved with what was done; false when it was resolved already (or is none of this event's). */
export async function resolveConflict(
  db: BackOfficeDb,
  eventId: string,
  id: string,
  by: { name: string; resolution: string },
): Promise<boolean> {
  const result = await db
    .updateTable("door_entries")
    .set({ resolved_at: new Date().toISOString(), resolved_by_name: by.name, resolution: by.resolution })
    .where("id", "=", id)
    .where("event_id", "=", eventId)
    .where("kind", "=", "conflict")
    .where("resolved_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The capacity the venue set for an event's door, or null. */
export async function doorCapacity(db: BackOfficeDb, eventId: string): Promise<number | null> {
  const row = await db
    .selectFrom("door_settings")
    .select("capacity")
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return row?.capacity ?? null;
}

export async function setDoorCapacity(
  db: BackOfficeDb,
  eventId: string,
  capacity: number | null,
  byName: string,
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("door_settings")
    .values({ event_id: eventId, capacity, updated_by_name: byName, updated_at: now })
    .onConflict((conflict) =>
      conflict.column("event_id").doUpdateSet({ capacity, updated_by_name: byName, updated_at: now }),
    )
    .execute();
}
