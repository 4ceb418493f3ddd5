// The two databases the back-office runs on, for the store's tests: a SQLite file in a temporary folder, and a
// database of its own in the throwaway PostgreSQL cluster of postgres-cluster.ts. Each call gives a new, empty one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { DatabaseTarget } from "~/core/db/database.server";

async function sqliteTarget(): Promise<DatabaseTarget> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backoffice-sqlite-"));
  return { kind: "sqlite", file: path.join(dir, "backoffice.sqlite") };
}

async function postgresTarget(): Promise<DatabaseTarget> {
  const admin = new pg.Client({ connectionString: inject("postgresUrl") });
  await admin.connect();
  const name = `store_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(inject("postgresUrl"));
  url.pathname = `/${name}`;
  return { kind: "postgres", url: url.toString() };
}

/** Both databases, for `describe.each`. */
export const databases = [
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
] as const;
