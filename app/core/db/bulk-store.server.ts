// Bulk runs in the back-office's database: created with their rows when a run starts, each row's state recorded as
// the run goes (so any server process answers the report page, and another takes the run over when its process stops:
// decision 032), their report when done.
import { sql } from "kysely";
import type { BackOfficeDb } from "./database.server";
import type { BulkOutcome, BulkRun } from "../lists/bulk";

/** A row a run will change: its id and its name in the report. */
export type BulkTarget = { id: string; label: string };

/** The rows a run settles at its start (not found in the user's scope), with the reason. */
export type BulkSettled = BulkOutcome;

/** A row's result once its turn is over: changed, or left as it was with the reason. */
export type RowSettlement = { state: "changed" } | { state: "skipped" | "failed"; reason: string };

const insertChunk = 200;

export async function createBulkRun(
  db: BackOfficeDb,
  run: Pick<BulkRun, "userId" | "venueId" | "entity" | "action" | "filter" | "total">,
  owner: string,
  targets: readonly BulkTarget[] = [],
  settled: readonly BulkSettled[] = [],
): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("bulk_runs")
      .values({
        id,
        created_at: now,
        finished_at: null,
        user_id: run.userId,
        venue_id: run.venueId,
        entity: run.entity,
        action: run.action,
        filter: run.filter,
        total: run.total,
        done: 0,
        succeeded: 0,
        outcomes: "[]",
        status: "running",
        heartbeat_at: now,
        owner,
        resumed: 0,
      })
      .execute();
    const rows = [
      ...settled.map((row) => ({
        run_id: id,
        row_id: row.id,
        label: row.label,
        state: row.outcome,
        owner: null,
        reason: row.reason,
      })),
      ...targets.map((row) => ({
        run_id: id,
        row_id: row.id,
        label: row.label,
        state: "pending" as const,
        owner: null,
        reason: null,
      })),
    ];
    for (let start = 0; start < rows.length; start += insertChunk)
      await trx
        .insertInto("bulk_run_rows")
        .values(rows.slice(start, start + insertChunk))
        .execute();
  });
  return id;
}

/**
 * Claims a row for this process before its write is sent: from `pending`, or a row this process already holds in
 * flight (one taken over with its run), and only while the run is this process's. False when another process has the
 * row or the run, or the row is settled: then it is not sent.
 */
export async function claimBulkRow(db: BackOfficeDb, runId: string, rowId: string, owner: string): Promise<boolean> {
  const result = await db
    .updateTable("bulk_run_rows")
    .set({ state: "sending", owner })
    .where("run_id", "=", runId)
    .where("row_id", "=", rowId)
    .where((eb) => eb.or([eb("state", "=", "pending"), eb.and([eb("state", "=", "sending"), eb("owner", "=", owner)])]))
    // Only while the run is this process's: one that lost it (frozen past the stale limit) claims nothing more.
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("bulk_runs")
          .select("id")
          .where("id", "=", runId)
          .where("owner", "=", owner)
          .where("status", "=", "running"),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a row's result; only its holder may. */
export async function settleBulkRow(
  db: BackOfficeDb,
  runId: string,
  rowId: string,
  owner: string,
  result: RowSettlement,
): Promise<void> {
  await db
    .updateTable("bulk_run_rows")
    .set({ state: result.state, reason: result.state === "changed" ? null : result.reason })
    .where("run_id", "=", runId)
    .where("row_id", "=", rowId)
    .where("owner", "=", owner)
    .execute();
}

/** The heartbeat: true while this process still owns the running run, false once another took it over. */
export async function beatBulkRun(db: BackOfficeDb, runId: string, owner: string): Promise<boolean> {
  const result = await db
    .updateTable("bulk_runs")
    .set({ heartbeat_at: new Date().toISOString() })
    .where("id", "=", runId)
    .where("owner", "=", owner)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes a run over from the owner it was seen with, if its heartbeat is older than `staleBefore`: one statement, so of
 * two processes that try at once only one wins. The winner also holds the rows the old owner had in flight.
 */
export async function takeOverBulkRun(
  db: BackOfficeDb,
  run: Pick<BulkRun, "id" | "owner">,
  owner: string,
  staleBefore: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("bulk_runs")
    .set({ owner, heartbeat_at: new Date().toISOString(), resumed: sql<number>`resumed + 1` })
    .where("id", "=", run.id)
    .where("status", "=", "running")
    .where((eb) =>
      eb.and([
        run.owner === null ? eb("owner", "is", null) : eb("owner", "=", run.owner),
        eb.or([eb("heartbeat_at", "is", null), eb("heartbeat_at", "<", staleBefore.toISOString())]),
      ]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable("bulk_run_rows")
    .set({ owner })
    .where("run_id", "=", run.id)
    .where("state", "=", "sending")
    .execute();
  return true;
}

/** The rows of a run still to settle: those never started, and those in flight when its process stopped. */
export async function unsettledBulkRows(
  db: BackOfficeDb,
  runId: string,
): Promise<{ id: string; label: string; inFlight: boolean }[]> {
  const rows = await db
    .selectFrom("bulk_run_rows")
    .select(["row_id", "label", "state"])
    .where("run_id", "=", runId)
    .where("state", "in", ["pending", "sending"])
    .execute();
  return rows.map((row) => ({ id: row.row_id, label: row.label, inFlight: row.state === "sending" }));
}

/** Ends the run (its owner only), with a note for the report when it stopped on an error. */
export async function finishBulkRun(db: BackOfficeDb, runId: string, owner: string, note?: BulkOutcome): Promise<void> {
  const progress = await progressOf(db, runId);
  await db
    .updateTable("bulk_runs")
    .set({
      done: progress.done,
      succeeded: progress.succeeded,
      outcomes: JSON.stringify(note ? [...progress.outcomes, note] : progress.outcomes),
      status: "done",
      finished_at: new Date().toISOString(),
    })
    .where("id", "=", runId)
    .where("owner", "=", owner)
    .execute();
}

async function progressOf(db: BackOfficeDb, runId: string) {
  const rows = await db
    .selectFrom("bulk_run_rows")
    .select(["row_id", "label", "state", "reason"])
    .where("run_id", "=", runId)
    .execute();
  const outcomes: BulkOutcome[] = [];
  let done = 0;
  let succeeded = 0;
  for (const row of rows) {
    if (row.state === "pending" || row.state === "sending") continue;
    done++;
    if (row.state === "changed") succeeded++;
    else outcomes.push({ id: row.row_id, label: row.label, outcome: row.state, reason: row.reason ?? "" });
  }
  return { rows: rows.length, done, succeeded, outcomes };
}

export async function findBulkRun(db: BackOfficeDb, id: string): Promise<BulkRun | null> {
  const row = await db.selectFrom("bulk_runs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const finished = row.status === "done";
  // A running run's progress is its rows' states; a finished one's is written on it (as are runs from before rows).
  const progress = finished ? null : await progressOf(db, id);
  const live = progress && progress.rows > 0 ? progress : null;
  return {
    id: row.id,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    userId: row.user_id,
    venueId: row.venue_id,
    entity: row.entity,
    action: row.action,
    filter: row.filter,
    total: Number(row.total),
    done: live ? live.done : Number(row.done),
    succeeded: live ? live.succeeded : Number(row.succeeded),
    outcomes: live ? live.outcomes : (JSON.parse(row.outcomes) as BulkOutcome[]),
    status: row.status,
    heartbeatAt: row.heartbeat_at ?? null,
    owner: row.owner ?? null,
    resumed: Number(row.resumed ?? 0),
  };
}
