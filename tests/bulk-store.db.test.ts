// A bulk run's rows and its takeover (decision 032) on both databases the back-office runs on: a row is claimed by one
// process only; a run whose heartbeat is fresh is not taken; a stale one is taken by exactly one of two processes that
// try at once, with the rows its old owner had in flight; the old owner can then neither beat, nor settle, nor finish.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases } from "./setup/databases";
import { openDatabase, type BackOfficeDb } from "~/core/db/database.server";
import {
  beatBulkRun,
  claimBulkRow,
  createBulkRun,
  findBulkRun,
  finishBulkRun,
  settleBulkRow,
  takeOverBulkRun,
  unsettledBulkRows,
} from "~/core/db/bulk-store.server";

const run = { userId: "admin-1", venueId: null, entity: "users", action: "disable", filter: "q=x", total: 4 };
const targets = ["u1", "u2", "u3"].map((id) => ({ id, label: `User ${id}` }));
const notFound = { id: "u9", label: "u9", outcome: "skipped" as const, reason: "Not found" };

describe.each(databases)("bulk run takeover on %s", (_name, targetOf) => {
  let db: BackOfficeDb;

  beforeAll(async () => {
    db = await openDatabase(await targetOf());
  });

  afterAll(async () => {
    await db.destroy();
  });

  it("lets one process claim a row, and counts progress from the rows' states", async () => {
    const id = await createBulkRun(db, run, "process-a", targets, [notFound]);
    expect(await claimBulkRow(db, id, "u1", "process-a")).toBe(true);
    expect(await claimBulkRow(db, id, "u1", "process-b")).toBe(false);
    await settleBulkRow(db, id, "u1", "process-a", { state: "changed" });
    expect(await claimBulkRow(db, id, "u1", "process-a")).toBe(false);
    const progress = (await findBulkRun(db, id))!;
    expect([progress.done, progress.succeeded, progress.outcomes]).toEqual([2, 1, [notFound]]);
  });

  it("gives a stale run to exactly one of two processes, with the rows in flight, and stops the old owner", async () => {
    const id = await createBulkRun(db, run, "process-a", targets);
    await claimBulkRow(db, id, "u1", "process-a");
    await settleBulkRow(db, id, "u1", "process-a", { state: "changed" });
    await claimBulkRow(db, id, "u2", "process-a");
    const seen = (await findBulkRun(db, id))!;

    // Fresh: its heartbeat is newer than the limit.
    expect(await takeOverBulkRun(db, seen, "process-b", new Date(Date.now() - 10_000))).toBe(false);
    // Stale (the limit after its last beat): two try at once, one wins.
    const staleBefore = new Date(Date.now() + 1000);
    const tries = await Promise.all([
      takeOverBulkRun(db, seen, "process-b", staleBefore),
      takeOverBulkRun(db, seen, "process-c", staleBefore),
    ]);
    expect(tries.filter(Boolean)).toHaveLength(1);
    const winner = tries[0] ? "process-b" : "process-c";
    const taken = (await findBulkRun(db, id))!;
    expect([taken.owner, taken.resumed]).toEqual([winner, 1]);
    expect(await unsettledBulkRows(db, id)).toEqual(
      expect.arrayContaining([
        { id: "u2", label: "User u2", inFlight: true },
        { id: "u3", label: "User u3", inFlight: false },
      ]),
    );

    // The old owner's late answer and beat change nothing; the new one holds u2 and claims u3.
    await settleBulkRow(db, id, "u2", "process-a", { state: "changed" });
    expect(await beatBulkRun(db, id, "process-a")).toBe(false);
    expect(await claimBulkRow(db, id, "u3", "process-a")).toBe(false);
    expect(await claimBulkRow(db, id, "u2", winner)).toBe(true);
    expect(await claimBulkRow(db, id, "u3", winner)).toBe(true);
    await settleBulkRow(db, id, "u2", winner, { state: "skipped", reason: "Already disabled." });
    await settleBulkRow(db, id, "u3", winner, { state: "changed" });
    await finishBulkRun(db, id, "process-a");
    expect((await findBulkRun(db, id))!.status).toBe("running");
    await finishBulkRun(db, id, winner);
    const done = (await findBulkRun(db, id))!;
    expect([done.status, done.done, done.succeeded, done.resumed]).toEqual(["done", 3, 2, 1]);
    expect(done.outcomes).toEqual([{ id: "u2", label: "User u2", outcome: "skipped", reason: "Already disabled." }]);
  });
});
