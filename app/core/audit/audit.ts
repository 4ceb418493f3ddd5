// What an audit entry says about one write to the upstream (decision 022): which entity and record, what kind of
// change, and the fields that changed with their values before and after. Secrets (passwords, data-cash credentials,
// tokens) are never kept: only that they changed. The record's name is kept beside its id (audit-label.ts). Pure, so
// the rules are tested without a database or a server.

import { recordLabelOf, writtenRecord } from "./audit-label";

/** A value as stored: what JSON can hold. */
type AuditValue = string | number | boolean | null | unknown[] | { [key: string]: unknown };

export type AuditChange =
  | { field: string; before: AuditValue; after: AuditValue }
  /** A secret field that was written: its values are never stored. */
  | { field: string; secret: true };

/** One entry of the trail, as the store answers it. */
export type AuditEntry = {
  id: string;
  at: string;
  requestId: string;
  userId: string;
  userEmail: string;
  userRole: string;
  venueId: string | null;
  method: string;
  entity: string;
  entityId: string | null;
  /** The record's name when it was written (core/audit/audit-label.ts); null for entries older than decision 035. */
  recordLabel: string | null;
  action: string;
  path: string;
  changes: AuditChange[];
  outcome: "ok" | "failed";
  status: number;
  error: string | null;
};

export type AuditWrite = {
  entity: string;
  entityId: string | null;
  recordLabel: string | null;
  action: string;
  changes: AuditChange[];
};

/** Field names whose values are secrets: passwords, keys, tokens, credentials, the data-cash connection's secrets. */
const secretField = /pass(word)?|secret|token|credential|api_?key|private_?key|pin$|^dataCash/i;

export function isSecretField(field: string): boolean {
  return secretField.test(field);
}

/** Bookkeeping the upstream fills in itself, which would only be noise in a record's history. */
const ignoredFields = new Set(["_id", "createdAt", "updatedAt", "__v"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The upstream path's entity, record id and the verb after it: `/reservations/abc/accept` → reservations, abc, accept. */
export function pathParts(path: string): { entity: string; entityId: string | null; verb: string | null } {
  const [entity = "", entityId = null, ...rest] = path.split("?")[0]!.split("/").filter(Boolean);
  return { entity, entityId, verb: rest.length ? rest.join("/") : null };
}

/** The fields a write changed: those of the body whose value differs from the record before, secrets masked. */
export function changesOf(before: unknown, after: unknown): AuditChange[] {
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const fields = new Set([...(isRecord(after) ? Object.keys(next) : Object.keys(old))]);
  const changes: AuditChange[] = [];
  for (const field of [...fields].sort()) {
    if (ignoredFields.has(field)) continue;
    if (isSecretField(field)) {
      if (!isRecord(after) || !same(old[field], next[field])) changes.push({ field, secret: true });
      continue;
    }
    const change = {
      field,
      before: (isRecord(before) ? (old[field] ?? null) : null) as AuditValue,
      after: (isRecord(after) ? (next[field] ?? null) : null) as AuditValue,
    };
    if (!same(change.before, change.after)) changes.push(change);
  }
  return changes;
}

/**
 * Describes one write: a POST to a collection creates (its id from the answer), a PUT or PATCH of a record updates
 * it, a DELETE removes it, a call to a record's sub-path is that verb (a state change), an upload is an upload.
 */
export function describeWrite(
  method: string,
  path: string,
  body: unknown,
  before: unknown,
  answer: unknown,
): AuditWrite {
  const { entity, entityId, verb } = pathParts(path);
  const answeredId = isRecord(answer) && typeof answer._id === "string" ? answer._id : null;
  const recordLabel = entity === "uploads" ? null : recordLabelOf(entity, writtenRecord(before, body, answer));
  const write = (id: string | null, action: string, changes: AuditChange[]): AuditWrite => ({
    entity,
    entityId: id,
    recordLabel,
    action,
    changes,
  });
  if (entity === "uploads") return write(null, "upload", changesOf(null, body));
  // A verb sent without a body (a chat marked read) changes nothing the entry could name: not every field to empty.
  if (verb) return write(entityId, verb.replace(/\//g, "."), isRecord(body) ? changesOf(before, body) : []);
  if (method === "POST" && !entityId) return write(answeredId, "create", changesOf(null, body));
  if (method === "DELETE") return write(entityId, "delete", changesOf(before, null));
  return write(entityId, "update", changesOf(before, body));
}
