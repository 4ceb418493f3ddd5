// The audit trail's store (decision 022) on both databases the back-office runs on: SQLite in a file (the default) and
// PostgreSQL (DATABASE_URL), the latter a throwaway cluster from tests/setup/postgres-cluster.ts. Each suite works in a
// database of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAuditEntry,
  auditVocabulary,
  historyOf,
  listAuditEntries,
  pruneAuditEntries,
  type NewAuditEntry,
} from "~/core/db/audit-store.server";
import { databases } from "./setup/databases";
import { openDatabase, type BackOfficeDb, type DatabaseTarget } from "~/core/db/database.server";

const entry = (overrides: Partial<NewAuditEntry>): NewAuditEntry => ({
  requestId: "req-1",
  userId: "u1",
  userEmail: "disco@demo.test",
  userRole: "disco",
  venueId: "club-1",
  method: "PUT",
  entity: "ticket-releases",
  entityId: "r1",
  recordLabel: "Primo lotto",
  action: "update",
  path: "/ticket-releases/r1",
  changes: [{ field: "price", before: 1000, after: 1200 }],
  outcome: "ok",
  status: 200,
  error: null,
  ...overrides,
});

describe.each(databases)("the audit store on %s", (_name, targetOf) => {
  let db: BackOfficeDb;
  let target: DatabaseTarget;

  beforeAll(async () => {
    target = await targetOf();
    db = await openDatabase(target);
    await Promise.all([
      addAuditEntry(db, entry({ at: "2026-11-20T21:00:00.000Z" })),
      addAuditEntry(
        db,
        entry({
          at: "2026-11-21T22:00:00.000Z",
          userEmail: "Admin@Demo.test",
          userRole: "admin",
          venueId: null,
          method: "DELETE",
          action: "delete",
        }),
      ),
      addAuditEntry(
        db,
        entry({
          at: "2026-11-22T23:00:00.000Z",
          entity: "reservations",
          entityId: "x9",
          action: "accept",
          path: "/reservations/x9/accept",
          venueId: "club-2",
          outcome: "failed",
          status: 400,
          error: "Not allowed",
        }),
      ),
    ]);
  });

  afterAll(async () => {
    await db.destroy();
  });

  it("migrates once: opening the database again finds it up to date, and keeps its entries", async () => {
    const again = await openDatabase(target);
    expect((await listAuditEntries(again, {}, { limit: 10, offset: 0 })).total).toBe(3);
    await again.destroy();
  });

  it("lists entries newest first, with the changes, outcome and counts as written", async () => {
    const { entries, total } = await listAuditEntries(db, {}, { limit: 2, offset: 0 });
    expect(total).toBe(3);
    expect(entries.map((e) => e.at)).toEqual(["2026-11-22T23:00:00.000Z", "2026-11-21T22:00:00.000Z"]);
    expect(entries[0]).toMatchObject({ entity: "reservations", outcome: "failed", status: 400, error: "Not allowed" });
    const next = await listAuditEntries(db, {}, { limit: 2, offset: 2 });
    expect(next.entries.map((e) => e.changes)).toEqual([[{ field: "price", before: 1000, after: 1200 }]]);
  });

  it("filters by venue, user (any case), entity, action and period", async () => {
    const count = async (filter: Parameters<typeof listAuditEntries>[1]) =>
      (await listAuditEntries(db, filter, { limit: 10, offset: 0 })).total;
    expect(await count({ venueId: "club-1" })).toBe(1);
    expect(await count({ userEmail: "admin@demo.TEST" })).toBe(1);
    expect(await count({ entity: "ticket-releases" })).toBe(2);
    expect(await count({ action: "accept" })).toBe(1);
    expect(await count({ from: "2026-11-21", to: "2026-11-21" })).toBe(1);
    expect(await count({ from: "2026-11-21" })).toBe(2);
    expect(await count({ to: "2026-11-20" })).toBe(1);
  });

  it("gives a record's history, and what was recorded for the filters' choices", async () => {
    expect((await historyOf(db, "ticket-releases", "r1")).map((e) => e.action)).toEqual(["delete", "update"]);
    expect(await historyOf(db, "ticket-releases", "other")).toEqual([]);
    // The record's name kept with each entry comes back as written.
    expect((await historyOf(db, "ticket-releases", "r1")).map((e) => e.recordLabel)).toEqual([
      "Primo lotto",
      "Primo lotto",
    ]);
    expect(await auditVocabulary(db)).toEqual({
      entities: ["reservations", "ticket-releases"],
      actions: ["accept", "delete", "update"],
      venues: ["club-1", "club-2"],
    });
    expect((await auditVocabulary(db, "club-2")).entities).toEqual(["reservations"]);
  });

  it("prunes only entries past the retention", async () => {
    const separate = await openDatabase(await targetOf());
    await addAuditEntry(separate, entry({ at: "2026-01-01T00:00:00.000Z" }));
    await addAuditEntry(separate, entry({ at: "2026-11-24T00:00:00.000Z" }));
    expect(await pruneAuditEntries(separate, 30, new Date("2026-11-25T00:00:00.000Z"))).toBe(1);
    const { entries } = await listAuditEntries(separate, {}, { limit: 10, offset: 0 });
    expect(entries.map((e) => e.at)).toEqual(["2026-11-24T00:00:00.000Z"]);
    await separate.destroy();
  });

  it("lets processes that start together migrate the same database", async () => {
    const fresh = await targetOf();
    const opened = await Promise.all([openDatabase(fresh), openDatabase(fresh), openDatabase(fresh)]);
    await addAuditEntry(opened[0]!, entry({}));
    expect((await listAuditEntries(opened[2]!, {}, { limit: 10, offset: 0 })).total).toBe(1);
    await Promise.all(opened.map((one) => one.destroy()));
  });
});
