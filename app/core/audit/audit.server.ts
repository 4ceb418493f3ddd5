// Records every write the back-office makes to the upstream on a user's behalf (decision 022): the upstream client
// calls its watcher (`auditTrailFor`) after each one. The audit never stands in the way of the write: when the database
// is down or full the write stands, the failure is logged, and the notice after the redirect says the entry could not
// be recorded.
import { describeWrite, type AuditEntry } from "./audit";
import { canAccess, type Viewer } from "../access/permissions";
import { addAuditEntry, historyOf, pruneAuditEntries } from "../db/audit-store.server";
import { database, type BackOfficeDb } from "../db/database.server";
import { currentRequestKey } from "../upstream/request-timing.server";
import type { UpstreamWrite, WriteWatch } from "../upstream/write-watch";

/** Who makes the writes of a request: the signed-in user and the venue they work at (null for an admin). */
export type AuditActor = { userId: string; email: string; role: string; venueId: string | null };

/** A write of the upstream client, and whose it was. */
export type WriteRecord = UpstreamWrite & { actor: AuditActor };

const dayMs = 86_400_000;
let pruning: ReturnType<typeof setInterval> | undefined;

/** The database, pruned of entries past the retention once a process first uses it and then once a day. */
export async function auditDatabase(): Promise<BackOfficeDb> {
  const db = await database();
  if (!pruning) {
    // The setting as env.server.ts checked it at start, imported when first used (the stores' tests configure nothing).
    const retention = import("../config/env.server").then(({ env }) => env.AUDIT_RETENTION_DAYS);
    const prune = () =>
      retention
        .then((days) => pruneAuditEntries(db, days))
        .catch((error: unknown) =>
          console.error(`[audit] pruning failed: ${error instanceof Error ? error.message : String(error)}`),
        );
    void prune();
    pruning = setInterval(prune, dayMs);
    pruning.unref();
  }
  return db;
}

const failedRequests = new WeakSet<object>();

/** Whether an audit entry of the current request could not be recorded (the notice says so). */
export function auditFailedInThisRequest(): boolean {
  const key = currentRequestKey();
  return key ? failedRequests.has(key) : false;
}

/**
 * The watch a user's upstream client is made with: every write it settles is recorded as this actor's.
 */
export function auditTrailFor(actor: AuditActor): WriteWatch {
  return { user: actor.email, onWrite: (write) => recordWrite({ ...write, actor }) };
}

export async function recordWrite(record: WriteRecord): Promise<void> {
  const write = describeWrite(record.method, record.path, record.body, record.before, record.answer);
  try {
    await addAuditEntry(await auditDatabase(), {
      requestId: record.requestId,
      userId: record.actor.userId,
      userEmail: record.actor.email,
      userRole: record.actor.role,
      venueId: record.actor.venueId,
      method: record.method,
      entity: write.entity,
      entityId: write.entityId,
      recordLabel: write.recordLabel,
      action: write.action,
      path: record.path,
      changes: write.changes,
      outcome: record.error ? "failed" : "ok",
      status: record.status,
      error: record.error ?? null,
    });
  } catch (error) {
    const key = currentRequestKey();
    if (key) failedRequests.add(key);
    console.error(
      `[audit] could not record ${record.method} ${record.path} (request ${record.requestId}): ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }
}

/** What a record's form shows of its history: its entries, or that the history could not be read just now. */
export type RecordHistory = { entries: AuditEntry[] } | { failed: true };

export async function recordHistory(entity: string, entityId: string): Promise<RecordHistory> {
  try {
    return { entries: await historyOf(await auditDatabase(), entity, entityId) };
  } catch (error) {
    console.error(
      `[audit] could not read the history of ${entity}/${entityId}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { failed: true };
  }
}

/**
 * A record's history for who may read the audit trail (decision 022), else null. Call it once the record is known to
 * be in the user's reach: its history is as private as the record.
 */
export function historyFor(signed: { viewer: Viewer }, entity: string, entityId: string) {
  return canAccess("audit", signed.viewer) ? recordHistory(entity, entityId) : Promise.resolve(null);
}

/**
 * A refused sign-in or password change in the audit trail (decision 046): who was tried (the email typed), what, and
 * why: a wrong password (401) or the throttle (429). No password, ever. Never throws: the answer does not wait on it.
 */
export async function recordRefusedAttempt(attempt: {
  requestId: string;
  email: string;
  /** `sign-in` or `password`. */
  action: string;
  path: string;
  status: number;
  reason: "wrong-credentials" | "throttled";
  userId?: string;
  role?: string;
}): Promise<void> {
  try {
    await addAuditEntry(await auditDatabase(), {
      requestId: attempt.requestId,
      userId: attempt.userId ?? "",
      userEmail: attempt.email.trim().slice(0, 200),
      userRole: attempt.role ?? "",
      venueId: null,
      method: "POST",
      entity: "auth",
      entityId: null,
      recordLabel: null,
      action: attempt.action,
      path: attempt.path,
      changes: [],
      outcome: "failed",
      status: attempt.status,
      error: attempt.reason,
    });
  } catch (error) {
    console.warn(
      `[audit] could not record a refused ${attempt.action}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
