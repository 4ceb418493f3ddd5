// Signed-in sessions in the back-office's database (decision 046): created at sign-in, read on every request with
// their absolute lifetime and idle timeout enforced here, ended on the server (logout, password change, rights
// revoked, the signed-in devices page) and pruned when long over. The row's id is the session's key (a hash of the
// cookie's secret, session.server.ts), never the secret itself.
import type { BackOfficeDb } from "./database.server";
import type { SessionTable } from "./schema";

export type SessionLimits = {
  /** The absolute lifetime, from sign-in. */
  maxAgeMs: number;
  /** How long a session may go unused. */
  idleMs: number;
};

/** Why a session ended, as the row keeps it. */
export type EndReason =
  | "logout"
  | "password-changed"
  | "rights-revoked"
  | "ended-by-user"
  | "ended-by-venue"
  | "expired"
  | "idle"
  | "upstream-refused";

/** When the session began, was last used and ends at the latest, ISO-8601 UTC. */
export type SessionTimes = { createdAt: string; lastSeenAt: string; expiresAt: string };

export type NewSessionRow = {
  key: string;
  userId: string;
  venueId: string | null;
  userAgent: string;
  ip: string | null;
  data: string;
};

/** How often last_seen_at is written at most: once a minute, or more often when the idle timeout is that short. */
export function touchIntervalMs(limits: SessionLimits): number {
  return Math.min(60_000, Math.max(250, Math.floor(limits.idleMs / 4)));
}

/** Why a live row must end now, or null: past its absolute end, or unused for longer than the idle timeout. */
function lapse(
  row: Pick<SessionTable, "expires_at" | "last_seen_at">,
  now: number,
  limits: SessionLimits,
): "expired" | "idle" | null {
  if (now >= Date.parse(row.expires_at)) return "expired";
  if (now - Date.parse(row.last_seen_at) > limits.idleMs) return "idle";
  return null;
}

export async function createSessionRow(
  db: BackOfficeDb,
  row: NewSessionRow,
  limits: SessionLimits,
  now = Date.now(),
): Promise<SessionTimes> {
  const createdAt = new Date(now).toISOString();
  const expiresAt = new Date(now + limits.maxAgeMs).toISOString();
  await db
    .insertInto("sessions")
    .values({
      id: row.key,
      user_id: row.userId,
      venue_id: row.venueId,
      user_agent: row.userAgent.slice(0, 300),
      ip: row.ip,
      created_at: createdAt,
      last_seen_at: createdAt,
      expires_at: expiresAt,
      data: row.data,
      ended_at: null,
      ended_reason: null,
    })
    .execute();
  return { createdAt, lastSeenAt: createdAt, expiresAt };
}

/**
 * A live session's data and times, or null when there is none: unknown, ended, or lapsed now (then ended here with
 * the reason). Using it counts as activity: last_seen_at is written when it is older than the touch interval.
 */
export async function readSessionRow(
  db: BackOfficeDb,
  key: string,
  limits: SessionLimits,
  now = Date.now(),
): Promise<{ data: string; userId: string; times: SessionTimes } | null> {
  const row = await db
    .selectFrom("sessions")
    .select(["data", "user_id", "created_at", "last_seen_at", "expires_at", "ended_at"])
    .where("id", "=", key)
    .executeTakeFirst();
  if (!row || row.ended_at !== null) return null;
  const lapsed = lapse(row, now, limits);
  if (lapsed) {
    await endSessionRow(db, key, lapsed, now);
    return null;
  }
  let lastSeenAt = row.last_seen_at;
  if (now - Date.parse(row.last_seen_at) >= touchIntervalMs(limits)) {
    lastSeenAt = new Date(now).toISOString();
    await db
      .updateTable("sessions")
      .set({ last_seen_at: lastSeenAt })
      .where("id", "=", key)
      .where("ended_at", "is", null)
      .execute();
  }
  return {
    data: row.data,
    userId: row.user_id,
    times: { createdAt: row.created_at, lastSeenAt, expiresAt: row.expires_at },
  };
}

/** Writes a live session's data; an ended session stays ended (a stale cookie cannot bring it back). */
export async function updateSessionRow(
  db: BackOfficeDb,
  key: string,
  change: { data: string; venueId: string | null; userId?: string },
): Promise<boolean> {
  const result = await db
    .updateTable("sessions")
    .set({ data: change.data, venue_id: change.venueId, ...(change.userId ? { user_id: change.userId } : {}) })
    .where("id", "=", key)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends one session; true when it was live. */
export async function endSessionRow(
  db: BackOfficeDb,
  key: string,
  reason: EndReason,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable("sessions")
    .set({ ended_at: new Date(now).toISOString(), ended_reason: reason })
    .where("id", "=", key)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every live session of a user (but `exceptKey`); answers how many ended. */
export async function endSessionsOfUser(
  db: BackOfficeDb,
  userId: string,
  reason: EndReason,
  options: { exceptKey?: string; now?: number } = {},
): Promise<number> {
  let query = db
    .updateTable("sessions")
    .set({ ended_at: new Date(options.now ?? Date.now()).toISOString(), ended_reason: reason })
    .where("user_id", "=", userId)
    .where("ended_at", "is", null);
  if (options.exceptKey) query = query.where("id", "!=", options.exceptKey);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type LiveSession = {
  key: string;
  userId: string;
  venueId: string | null;
  userAgent: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
};

/** The live sessions of these users, the most recently used first; lapsed ones are left out (and not written). */
export async function liveSessionsOf(
  db: BackOfficeDb,
  userIds: readonly string[],
  limits: SessionLimits,
  now = Date.now(),
): Promise<LiveSession[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "user_id", "venue_id", "user_agent", "ip", "created_at", "last_seen_at", "expires_at"])
    .where("user_id", "in", [...userIds])
    .where("ended_at", "is", null)
    .where("expires_at", ">", new Date(now).toISOString())
    .orderBy("last_seen_at", "desc")
    .orderBy("id")
    .execute();
  return rows
    .filter((row) => lapse(row, now, limits) === null)
    .map((row) => ({
      key: row.id,
      userId: row.user_id,
      venueId: row.venue_id,
      userAgent: row.user_agent,
      ip: row.ip,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
    }));
}

/** Whether the session with this key is live now (not ended, not lapsed); reading it writes nothing. */
export async function isSessionLive(
  db: BackOfficeDb,
  key: string,
  limits: SessionLimits,
  now = Date.now(),
): Promise<boolean> {
  const row = await db
    .selectFrom("sessions")
    .select(["expires_at", "last_seen_at", "ended_at"])
    .where("id", "=", key)
    .executeTakeFirst();
  return row !== undefined && row.ended_at === null && lapse(row, now, limits) === null;
}

/** Removes sessions over (ended, or past their absolute end) for longer than `keepMs`; answers how many. */
export async function pruneSessions(db: BackOfficeDb, keepMs: number, now = Date.now()): Promise<number> {
  const before = new Date(now - keepMs).toISOString();
  const result = await db
    .deleteFrom("sessions")
    .where((where) => where.or([where("expires_at", "<", before), where("ended_at", "<", before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
