// The database's migrations, versioned here and run at start (database.server.ts), never by hand. Written with
// Kysely's schema builder in the subset SQLite and PostgreSQL share, so one list serves both. Never edit a migration
// that has shipped: add the next one.
import type { Kysely, Migration } from "kysely";

export const migrations: Record<string, Migration> = {
  "2026-11-25-001-audit-entries": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("audit_entries")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("at", "text", (column) => column.notNull())
        .addColumn("request_id", "text", (column) => column.notNull())
        .addColumn("user_id", "text", (column) => column.notNull())
        .addColumn("user_email", "text", (column) => column.notNull())
        .addColumn("user_role", "text", (column) => column.notNull())
        .addColumn("venue_id", "text")
        .addColumn("method", "text", (column) => column.notNull())
        .addColumn("entity", "text", (column) => column.notNull())
        .addColumn("entity_id", "text")
        .addColumn("action", "text", (column) => column.notNull())
        .addColumn("path", "text", (column) => column.notNull())
        .addColumn("changes", "text", (column) => column.notNull())
        .addColumn("outcome", "text", (column) => column.notNull())
        .addColumn("status", "integer", (column) => column.notNull())
        .addColumn("error", "text")
        .execute();
      // A record's history, the whole log by time, a venue's log, a user's.
      await db.schema
        .createIndex("audit_entries_record")
        .on("audit_entries")
        .columns(["entity", "entity_id", "at"])
        .execute();
      await db.schema.createIndex("audit_entries_at").on("audit_entries").column("at").execute();
      await db.schema.createIndex("audit_entries_venue").on("audit_entries").columns(["venue_id", "at"]).execute();
      await db.schema.createIndex("audit_entries_user").on("audit_entries").columns(["user_id", "at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("audit_entries").execute();
    },
  },
  "2026-11-25-002-bulk-runs": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("bulk_runs")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("finished_at", "text")
        .addColumn("user_id", "text", (column) => column.notNull())
        .addColumn("venue_id", "text")
        .addColumn("entity", "text", (column) => column.notNull())
        .addColumn("action", "text", (column) => column.notNull())
        .addColumn("filter", "text", (column) => column.notNull())
        .addColumn("total", "integer", (column) => column.notNull())
        .addColumn("done", "integer", (column) => column.notNull())
        .addColumn("succeeded", "integer", (column) => column.notNull())
        .addColumn("outcomes", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("bulk_runs").execute();
    },
  },
  "2026-11-25-003-saved-views": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("saved_views")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("list", "text", (column) => column.notNull())
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("query", "text", (column) => column.notNull())
        .addColumn("owner_id", "text", (column) => column.notNull())
        .addColumn("owner_name", "text", (column) => column.notNull())
        .addColumn("venue_id", "text")
        .addColumn("visibility", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .execute();
      // A list's views menu: the user's own, and those shared at the venue they work at.
      await db.schema.createIndex("saved_views_owner").on("saved_views").columns(["owner_id", "list"]).execute();
      await db.schema.createIndex("saved_views_venue").on("saved_views").columns(["venue_id", "list"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("saved_views").execute();
    },
  },
  // Decision 035: each entry keeps the name of its record as the product shows it ("R-10000 · Beatrice Rossi"), taken
  // at write time, so the log reads in words without asking the upstream and names records that are gone since.
  "2026-11-26-001-audit-record-label": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("audit_entries").addColumn("record_label", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("audit_entries").dropColumn("record_label").execute();
    },
  },
  "2026-11-26-002-bulk-run-takeover": {
    // A run survives its process (decision 032): a heartbeat and its owner on the run, and each row's state, so another
    // process takes over a run whose heartbeat stopped and sends no row twice.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("bulk_runs").addColumn("heartbeat_at", "text").execute();
      await db.schema.alterTable("bulk_runs").addColumn("owner", "text").execute();
      await db.schema
        .alterTable("bulk_runs")
        .addColumn("resumed", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("bulk_run_rows")
        .addColumn("run_id", "text", (column) => column.notNull())
        .addColumn("row_id", "text", (column) => column.notNull())
        .addColumn("label", "text", (column) => column.notNull())
        .addColumn("state", "text", (column) => column.notNull())
        .addColumn("owner", "text")
        .addColumn("reason", "text")
        .addPrimaryKeyConstraint("bulk_run_rows_key", ["run_id", "row_id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("bulk_run_rows").execute();
      await db.schema.alterTable("bulk_runs").dropColumn("resumed").execute();
      await db.schema.alterTable("bulk_runs").dropColumn("owner").execute();
      await db.schema.alterTable("bulk_runs").dropColumn("heartbeat_at").execute();
    },
  },
  // Decision 048: the door decides one entry per guest in this database, before the upstream is written.
  "2026-11-27-010-door-entries": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("door_admissions")
        .addColumn("event_id", "text", (column) => column.notNull())
        .addColumn("reservation_id", "text", (column) => column.notNull())
        .addColumn("persons", "integer", (column) => column.notNull())
        .addColumn("admitted", "integer", (column) => column.notNull())
        .addColumn("prior_status", "text", (column) => column.notNull())
        .addColumn("last_by_id", "text")
        .addColumn("last_by_name", "text")
        .addColumn("last_device", "text")
        .addColumn("last_at", "text")
        .addColumn("updated_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("door_admissions_key", ["event_id", "reservation_id"])
        .execute();
      await db.schema
        .createTable("door_entries")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("event_id", "text", (column) => column.notNull())
        .addColumn("venue_id", "text")
        .addColumn("reservation_id", "text", (column) => column.notNull())
        .addColumn("code", "text", (column) => column.notNull())
        .addColumn("guest_name", "text", (column) => column.notNull())
        .addColumn("persons", "integer", (column) => column.notNull())
        .addColumn("tapped_at", "text", (column) => column.notNull())
        .addColumn("recorded_at", "text", (column) => column.notNull())
        .addColumn("by_user_id", "text", (column) => column.notNull())
        .addColumn("by_name", "text", (column) => column.notNull())
        .addColumn("device", "text", (column) => column.notNull())
        .addColumn("source", "text", (column) => column.notNull())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("upstream", "text", (column) => column.notNull())
        .addColumn("undone_at", "text")
        .addColumn("undone_by_id", "text")
        .addColumn("undone_by_name", "text")
        .addColumn("undo_reason", "text")
        .addColumn("resolved_at", "text")
        .addColumn("resolved_by_name", "text")
        .addColumn("resolution", "text")
        .execute();
      await db.schema
        .createIndex("door_entries_reservation")
        .on("door_entries")
        .columns(["event_id", "reservation_id", "recorded_at"])
        .execute();
      await db.schema.createIndex("door_entries_kind").on("door_entries").columns(["event_id", "kind"]).execute();
      await db.schema
        .createTable("door_settings")
        .addColumn("event_id", "text", (column) => column.primaryKey())
        .addColumn("capacity", "integer")
        .addColumn("updated_by_name", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("door_settings").execute();
      await db.schema.dropTable("door_entries").execute();
      await db.schema.dropTable("door_admissions").execute();
    },
  },
  // Decision 046: sessions kept here so they can end on the server, and the counters of
  // the sign-in throttle, which every process and instance must see. The counters' table has the columns and order
  // rate-limiter-flexible's SQLite and PostgreSQL stores expect (key, points, expire in epoch ms).
  "2026-11-27-001-sessions-and-throttle": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("sessions")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("user_id", "text", (column) => column.notNull())
        .addColumn("venue_id", "text")
        .addColumn("user_agent", "text", (column) => column.notNull())
        .addColumn("ip", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("last_seen_at", "text", (column) => column.notNull())
        .addColumn("expires_at", "text", (column) => column.notNull())
        .addColumn("data", "text", (column) => column.notNull())
        .addColumn("ended_at", "text")
        .addColumn("ended_reason", "text")
        .execute();
      await db.schema.createIndex("sessions_user").on("sessions").columns(["user_id", "ended_at"]).execute();
      await db.schema.createIndex("sessions_expires").on("sessions").column("expires_at").execute();
      await db.schema
        .createTable("throttle_counters")
        .addColumn("key", "text", (column) => column.primaryKey())
        .addColumn("points", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("expire", "bigint")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("throttle_counters").execute();
      await db.schema.dropTable("sessions").execute();
    },
  },
  // Decision 052: the upload jobs a user started, followed until their file is in the record.
  "2026-11-27-011-upload-jobs": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("upload_jobs")
        .addColumn("job_id", "text", (column) => column.primaryKey())
        .addColumn("user_id", "text", (column) => column.notNull())
        .addColumn("resource", "text", (column) => column.notNull())
        .addColumn("record_id", "text", (column) => column.notNull())
        .addColumn("field", "text", (column) => column.notNull())
        .addColumn("filename", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("url", "text")
        .addColumn("reason", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("checked_at", "text", (column) => column.notNull())
        .addColumn("saved_at", "text")
        .execute();
      await db.schema
        .createIndex("upload_jobs_record")
        .on("upload_jobs")
        .columns(["user_id", "resource", "record_id", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("upload_jobs").execute();
    },
  },
};
