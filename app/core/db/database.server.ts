// The back-office's own database (decision 021): SQLite in a file under the data directory by default, so
// `npm start` needs nothing else; PostgreSQL when DATABASE_URL is set, for several instances behind a load balancer.
// One query layer (Kysely) speaks both; the migrations in migrations.server.ts run when a process first uses it.
import fs from "node:fs";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from "kysely";
import type { Database } from "./schema";
import { migrations } from "./migrations.server";

export type { Database } from "./schema";
export type BackOfficeDb = Kysely<Database>;

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "sqlite"; file: string };

/** Where the database is: PostgreSQL at `DATABASE_URL`, else the SQLite file `DATABASE_FILE`. */
export function databaseTarget(environment: { DATABASE_URL?: string; DATABASE_FILE?: string }): DatabaseTarget {
  const url = environment.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", url };
  return { kind: "sqlite", file: environment.DATABASE_FILE?.trim() || path.join(".data", "backoffice.sqlite") };
}

async function dialectOf(target: DatabaseTarget) {
  if (target.kind === "postgres") {
    const { default: pg } = await import("pg");
    // A short wait for a connection, so a database that is down fails a write's audit entry quickly, not the page.
    return new PostgresDialect({
      pool: new pg.Pool({ connectionString: target.url, max: 5, connectionTimeoutMillis: 3000 }),
    });
  }
  fs.mkdirSync(path.dirname(path.resolve(target.file)), { recursive: true });
  // libsql: SQLite with better-sqlite3's interface, its binary shipped in an npm package (no build at install).
  const { default: Sqlite } = await import("libsql");
  const database = new Sqlite(target.file, { timeout: 5000 });
  // Several server processes share the file: readers never wait for a writer.
  database.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;");
  return new SqliteDialect({ database: withStatementCache(database) as never });
}

/** Statements kept at most, by their text: the app asks a few dozen queries; more means texts built from values. */
const cachedStatements = 200;

/**
 * libsql compiles a statement on every `prepare`, and Kysely prepares on every query: the same few queries (a list's
 * saved views, a record's history) were compiled again on every page, 2% of a list's CPU (decision 043). A statement
 * is reused by its SQL text, as better-sqlite3 recommends; Kysely runs one query at a time on the connection, and never
 * switches a statement's raw or pluck mode, so a reused statement starts each run as a new one would.
 */
export function withStatementCache<Statement>(database: { prepare(sql: string): Statement; close(): void }) {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string): Statement {
      let statement = statements.get(sql);
      if (statement === undefined) {
        if (statements.size >= cachedStatements) statements.clear();
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the database to the latest migration. Processes that start together may race for it: Kysely locks the
 * migration on PostgreSQL; on SQLite a process that lost the race tries again and finds the work done.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  for (let attempt = 1; ; attempt++) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    if (attempt >= 5) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

/** Opens a database and migrates it (tests open their own; the app uses `database()`). */
export async function openDatabase(target: DatabaseTarget): Promise<BackOfficeDb> {
  const db = new Kysely<Database>({ dialect: await dialectOf(target) });
  await migrateToLatest(db);
  return db;
}

let shared: Promise<BackOfficeDb> | undefined;

/** This process's database, opened and migrated on first use. A failed opening is tried again on the next use. */
/** The configured database's target: the settings as env.server.ts checked them at start. */
export async function configuredTarget(): Promise<DatabaseTarget> {
  // Imported when first used, so the stores' tests (which open databases of their own) need no configuration.
  const { env } = await import("../config/env.server");
  return databaseTarget(env);
}

export function database(): Promise<BackOfficeDb> {
  shared ??= configuredTarget()
    .then(openDatabase)
    .catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
  return shared;
}
