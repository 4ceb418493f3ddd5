// The tables of the back-office's own database (decision 021), as Kysely sees them. Times are ISO-8601 UTC text in both
// SQLite and PostgreSQL, so they sort and compare as text the same way in each; ids are UUIDs made by the app.
import type { Generated } from "kysely";

export type AuditEntryTable = {
  id: string;
  /** When the upstream answered, ISO-8601 UTC. */
  at: string;
  /** The page request's id, also sent upstream as X-Request-Id. */
  request_id: string;
  user_id: string;
  user_email: string;
  user_role: string;
  /** The venue selected (a collaborator), or the venue account's own; null for an admin. */
  venue_id: string | null;
  method: string;
  /** The upstream entity (its first path segment) and the record's id, when the path names one. */
  entity: string;
  entity_id: string | null;
  /** create, update, delete, upload, or the verb of a state change (`accept`, `status`, …). */
  action: string;
  path: string;
  /** JSON: [{ field, before, after }] or [{ field, secret: true }] for a secret that changed. */
  changes: string;
  outcome: "ok" | "failed";
  status: number;
  error: string | null;
};

export type Database = {
  audit_entries: AuditEntryTable;
};

export type { Generated };
