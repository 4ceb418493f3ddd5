// The audit trail in the back-office's database (decision 022): entries are only ever added, read, and pruned by age;
// nothing in the app edits or deletes one. Every function takes the database, so the tests run it on SQLite and
// PostgreSQL alike.
import type { BackOfficeDb } from "./database.server";
import type { AuditEntryTable } from "./schema";
import type { AuditChange, AuditEntry } from "../audit/audit";

export type { AuditEntry } from "../audit/audit";

export type NewAuditEntry = Omit<AuditEntry, "id" | "at"> & { at?: string };

export async function addAuditEntry(db: BackOfficeDb, entry: NewAuditEntry): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("audit_entries")
    .values({
      id,
      at: entry.at ?? new Date().toISOString(),
      request_id: entry.requestId,
      user_id: entry.userId,
      user_email: entry.userEmail.toLowerCase(),
      user_role: entry.userRole,
      venue_id: entry.venueId,
      method: entry.method,
      entity: entry.entity,
      entity_id: entry.entityId,
      record_label: entry.recordLabel,
      action: entry.action,
      path: entry.path,
      changes: JSON.stringify(entry.changes),
      outcome: entry.outcome,
      status: entry.status,
      error: entry.error,
    })
    .execute();
  return id;
}

export type AuditFilter = {
  /** Only this venue's entries (a venue's own staff); undefined: every venue (an admin). */
  venueId?: string;
  userEmail?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  /** yyyy-mm-dd, inclusive, UTC days. */
  from?: string;
  to?: string;
};

function filtered(db: BackOfficeDb, filter: AuditFilter) {
  let query = db.selectFrom("audit_entries");
  if (filter.venueId !== undefined) query = query.where("venue_id", "=", filter.venueId);
  if (filter.userEmail) query = query.where("user_email", "=", filter.userEmail.toLowerCase());
  if (filter.entity) query = query.where("entity", "=", filter.entity);
  if (filter.entityId) query = query.where("entity_id", "=", filter.entityId);
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.from) query = query.where("at", ">=", filter.from);
  if (filter.to) query = query.where("at", "<=", `${filter.to}T23:59:59.999Z`);
  return query;
}

type Row = AuditEntryTable;

function entryOf(row: Row): AuditEntry {
  let changes: AuditChange[] = [];
  try {
    changes = JSON.parse(row.changes) as AuditChange[];
  } catch {
    changes = [];
  }
  return {
    id: row.id,
    at: row.at,
    requestId: row.request_id,
    userId: row.user_id,
    userEmail: row.user_email,
    userRole: row.user_role,
    venueId: row.venue_id,
    method: row.method,
    entity: row.entity,
    entityId: row.entity_id,
    recordLabel: row.record_label ?? null,
    action: row.action,
    path: row.path,
    changes,
    outcome: row.outcome,
    status: Number(row.status),
    error: row.error,
  };
}

/** A page of entries, newest first, and how many match in all. */
export async function listAuditEntries(
  db: BackOfficeDb,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst(),
  ]);
  return { entries: rows.map(entryOf), total: Number(count?.n ?? 0) };
}

/** A record's history: its entries, newest first. */
export async function historyOf(
  db: BackOfficeDb,
  entity: string,
  entityId: string,
  limit = 200,
): Promise<AuditEntry[]> {
  const { entries } = await listAuditEntries(db, { entity, entityId }, { limit, offset: 0 });
  return entries;
}

/** The distinct entities and actions recorded, for the filters' choices. */
export async function auditVocabulary(
  db: BackOfficeDb,
  venueId?: string,
): Promise<{ entities: string[]; actions: string[]; venues: string[] }> {
  const scoped = () =>
    venueId === undefined
      ? db.selectFrom("audit_entries")
      : db.selectFrom("audit_entries").where("venue_id", "=", venueId);
  const [entities, actions, venues] = await Promise.all([
    scoped().select("entity").distinct().orderBy("entity").execute(),
    scoped().select("action").distinct().orderBy("action").execute(),
    scoped().select("venue_id").distinct().where("venue_id", "is not", null).orderBy("venue_id").execute(),
  ]);
  return {
    entities: entities.map((row) => row.entity),
    actions: actions.map((row) => row.action),
    venues: venues.map((row) => row.venue_id).filter((venue): venue is string => venue !== null),
  };
}

/** Removes the entries older than the retention; answers how many went. */
export async function pruneAuditEntries(db: BackOfficeDb, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const result = await db.deleteFrom("audit_entries").where("at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
