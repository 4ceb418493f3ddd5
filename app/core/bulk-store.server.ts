// Bulk runs in the back-office's database: created when a run starts, their progress written as they go (so any
// server process answers the report page), their report when done.
import type { BackOfficeDb } from "./db/database.server";
import type { BulkOutcome, BulkRun } from "./bulk";

export async function createBulkRun(
  db: BackOfficeDb,
  run: Pick<BulkRun, "userId" | "venueId" | "entity" | "action" | "filter" | "total">,
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("bulk_runs")
    .values({
      id,
      created_at: new Date().toISOString(),
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
    })
    .execute();
  return id;
}

export async function saveBulkProgress(
  db: BackOfficeDb,
  id: string,
  progress: { done: number; succeeded: number; outcomes: readonly BulkOutcome[]; finished?: boolean },
): Promise<void> {
  await db
    .updateTable("bulk_runs")
    .set({
      done: progress.done,
      succeeded: progress.succeeded,
      outcomes: JSON.stringify(progress.outcomes),
      ...(progress.finished ? { status: "done" as const, finished_at: new Date().toISOString() } : {}),
    })
    .where("id", "=", id)
    .execute();
}

export async function findBulkRun(db: BackOfficeDb, id: string): Promise<BulkRun | null> {
  const row = await db.selectFrom("bulk_runs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
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
    done: Number(row.done),
    succeeded: Number(row.succeeded),
    outcomes: JSON.parse(row.outcomes) as BulkOutcome[],
    status: row.status,
  };
}
