// The SQLite statement cache (decision 043): a query's text is compiled once and its statement reused with new values.
import { describe, expect, it, vi } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase, withStatementCache } from "~/core/db/database.server";

describe("withStatementCache", () => {
  it("compiles a text once, another text again, and starts over past its bound", () => {
    const prepare = vi.fn((text: string) => ({ text }));
    const close = vi.fn();
    const cache = withStatementCache({ prepare, close });
    const first = cache.prepare("select 1");
    expect(cache.prepare("select 1")).toBe(first);
    expect(cache.prepare("select 2")).not.toBe(first);
    expect(prepare).toHaveBeenCalledTimes(2);
    for (let i = 0; i < 300; i++) cache.prepare(`select ${i} as n`);
    prepare.mockClear();
    cache.prepare("select 1");
    expect(prepare).toHaveBeenCalledTimes(1);
    cache.close();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("gives each run of a reused statement its own values and rows", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "statements-"));
    const db = await openDatabase({ kind: "sqlite", file: path.join(dir, "test.sqlite") });
    try {
      const echo = async (value: string) => (await sql<{ v: string }>`select ${value} as v`.execute(db)).rows;
      expect(await echo("uno")).toEqual([{ v: "uno" }]);
      expect(await echo("due")).toEqual([{ v: "due" }]);
      const both = await Promise.all([echo("tre"), echo("quattro")]);
      expect(both).toEqual([[{ v: "tre" }], [{ v: "quattro" }]]);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
