// The tables of the back-office's own database (decision 021), as Kysely sees them. Times are ISO-8601 UTC text in both
// SQLite and PostgreSQL, so they sort and compare as text the same way in each; ids are UUIDs made by the app.
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
  /** The record's name when it was written ("G001", "R-10000 · Beatrice Rossi"); null for entries older than it. */
  record_label: string | null;
  /** create, update, delete, upload, or the verb of a state change (`accept`, `status`, …). */
  action: string;
  path: string;
  /** JSON: [{ field, before, after }] or [{ field, secret: true }] for a secret that changed. */
  changes: string;
  outcome: "ok" | "failed";
  status: number;
  error: string | null;
};

/** A bulk action's run (decision 023): its progress while it runs, its report once done. */
type BulkRunTable = {
  id: string;
  created_at: string;
  finished_at: string | null;
  /** Only the user who started a run reads its report. */
  user_id: string;
  venue_id: string | null;
  entity: string;
  action: string;
  /** What the run was asked for: the list's filter (a query string), or the rows chosen. */
  filter: string;
  total: number;
  done: number;
  succeeded: number;
  /** JSON: [{ id, label, outcome: "skipped" | "failed", reason }], the rows that were not changed and why. */
  outcomes: string;
  status: "running" | "done";
  /** When the process running it last said it is alive (decision 032); a stale one may be taken over. */
  heartbeat_at: string | null;
  /** The process running it (a random id per process); a takeover changes it only from the owner it saw. */
  owner: string | null;
  /** How many times another process took the run over. */
  resumed: number;
};

/**
 * One row of a bulk run and how far it got: `pending`, `sending` (claimed by `owner`, its write may be on the way),
 * then `changed`, `skipped` or `failed` with the reason. Recorded before the run moves on, so a takeover knows each.
 */
type BulkRunRowTable = {
  run_id: string;
  row_id: string;
  label: string;
  state: "pending" | "sending" | "changed" | "skipped" | "failed";
  owner: string | null;
  reason: string | null;
};

/** A list's saved view (decision 024): its URL state under a name, the user's own or shared at their venue. */
export type SavedViewTable = {
  id: string;
  /** The list's path (`/events`, `/events/<id>/reservations`): the menu of that list offers the view. */
  list: string;
  name: string;
  /** The list's search params (filters, sort, page size, columns), without the page. */
  query: string;
  owner_id: string;
  /** Who saved it, as colleagues see it in a shared view's entry. */
  owner_name: string;
  /** The venue the owner worked at when saving it; null for an admin (shared among admins). */
  venue_id: string | null;
  visibility: "personal" | "shared";
  created_at: string;
  updated_at: string;
};

/**
 * How many of a reservation's people are in (decision 048): the one row the door's check-ins race for. A check-in
 * raises `admitted` only where it stays within `persons`, in one conditional update, so the first tap for a guest wins
 * on every phone, process and instance; the upstream is written after.
 */
type DoorAdmissionTable = {
  event_id: string;
  reservation_id: string;
  /** The reservation's people when first met at the door. */
  persons: number;
  admitted: number;
  /** The reservation's state before its first entry, written back upstream when every entry is undone. */
  prior_status: string;
  /**
   * Who let people in last, on which phone, at what time of tap: set by the same statement that raises `admitted`, so
   * a phone that lost the race reads who won with the count, before the winner's entry row is written.
   */
  last_by_id: string | null;
  last_by_name: string | null;
  last_device: string | null;
  last_at: string | null;
  updated_at: string;
};

/** One entry at the door (some of a reservation's people, or all), or an offline tap that found them already in. */
export type DoorEntryTable = {
  id: string;
  event_id: string;
  venue_id: string | null;
  reservation_id: string;
  code: string;
  guest_name: string;
  persons: number;
  /** When the guest walked in: the tap's time (a queued tap's, from the phone), else when it was recorded. */
  tapped_at: string;
  recorded_at: string;
  by_user_id: string;
  by_name: string;
  /** Which phone, in words ("iPhone · Safari"). */
  device: string;
  source: "online" | "offline";
  /** `entered`, or `conflict`: an offline tap for a guest someone else had let in meanwhile, kept to be resolved. */
  kind: "entered" | "conflict";
  /** The upstream's copy: `pending` until written, `written`, or `failed` (tried again later). */
  upstream: "pending" | "written" | "failed";
  undone_at: string | null;
  undone_by_id: string | null;
  undone_by_name: string | null;
  undo_reason: string | null;
  resolved_at: string | null;
  resolved_by_name: string | null;
  resolution: string | null;
};

/** What the venue set for the door of one event: a capacity the counters warn about at 90%. */
type DoorSettingTable = {
  event_id: string;
  capacity: number | null;
  updated_by_name: string;
  updated_at: string;
};

/**
 * A signed-in session (decision 046). `id` is the session's key: a hash of the secret the cookie carries, so this
 * table alone opens no session. `data` is the session's data sealed (AES-256-GCM, session.server.ts): the upstream
 * token is encrypted at rest.
 */
export type SessionTable = {
  id: string;
  user_id: string;
  /** The venue selected when last written; null for an admin or a venue account without one. */
  venue_id: string | null;
  /** The browser's User-Agent at sign-in (cut at 300 characters), for the signed-in devices page. */
  user_agent: string;
  /** The address it signed in from, truncated (IPv4 /24, IPv6 /48); null when unknown. */
  ip: string | null;
  created_at: string;
  /** When a request last used it; written at most once a minute. */
  last_seen_at: string;
  /** The absolute end: created_at plus the lifetime, never moved. */
  expires_at: string;
  data: string;
  ended_at: string | null;
  /** logout, password-changed, rights-revoked, ended-by-user, ended-by-venue, expired, idle, upstream-refused. */
  ended_reason: string | null;
};

/**
 * An upload the upstream processes as a job (decision 052), kept for the user who started it: the upstream lists every
 * job to anyone, so only a job found here, under the asker's id, is followed. Its file goes into `field` of the record
 * once the job completes; `saved_at` says that write was made (claimed before it is sent, so it is made once).
 */
type UploadJobTable = {
  job_id: string;
  user_id: string;
  /** The resource (its key) and the record whose field waits for the file. */
  resource: string;
  record_id: string;
  field: string;
  filename: string;
  /** pending, processing, completed, failed: as the upstream last said. */
  status: string;
  url: string | null;
  reason: string | null;
  created_at: string;
  checked_at: string;
  saved_at: string | null;
};

/** rate-limiter-flexible's counters (throttle.server.ts): its own columns. */
type ThrottleCounterTable = {
  key: string;
  points: number;
  expire: number | string | null;
};

export type Database = {
  audit_entries: AuditEntryTable;
  bulk_runs: BulkRunTable;
  bulk_run_rows: BulkRunRowTable;
  saved_views: SavedViewTable;
  door_admissions: DoorAdmissionTable;
  door_entries: DoorEntryTable;
  door_settings: DoorSettingTable;
  sessions: SessionTable;
  throttle_counters: ThrottleCounterTable;
  upload_jobs: UploadJobTable;
};
