// The upload jobs a user started (decision 052), in the back-office's database: the upstream answers any job to any
// token, so a job is followed only when it is found here under the asker's own id.
import type { BackOfficeDb } from "./database.server";
import type { Database } from "./schema";

export type UploadJobRow = Database["upload_jobs"];

export async function rememberUploadJobs(
  db: BackOfficeDb,
  jobs: readonly Pick<UploadJobRow, "job_id" | "user_id" | "resource" | "record_id" | "field" | "filename">[],
): Promise<void> {
  if (jobs.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto("upload_jobs")
    .values(jobs.map((job) => ({ ...job, status: "pending", created_at: now, checked_at: now })))
    .execute();
}

/** One of the user's own jobs, else null (another user's job is as unknown as one that never was). */
export async function ownUploadJob(db: BackOfficeDb, userId: string, jobId: string): Promise<UploadJobRow | null> {
  const row = await db
    .selectFrom("upload_jobs")
    .selectAll()
    .where("job_id", "=", jobId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ?? null;
}

/** The user's newest job of each field of one record, started since `since` (ISO-8601). */
export async function recordUploadJobs(
  db: BackOfficeDb,
  { userId, resource, recordId, since }: { userId: string; resource: string; recordId: string; since: string },
): Promise<UploadJobRow[]> {
  const rows = await db
    .selectFrom("upload_jobs")
    .selectAll()
    .where("user_id", "=", userId)
    .where("resource", "=", resource)
    .where("record_id", "=", recordId)
    .where("created_at", ">=", since)
    .orderBy("created_at", "desc")
    .orderBy("job_id")
    .execute();
  const newest = new Map<string, UploadJobRow>();
  for (const row of rows) if (!newest.has(row.field)) newest.set(row.field, row);
  return [...newest.values()];
}

/** What the upstream said of a job just now. */
export async function noteUploadJob(
  db: BackOfficeDb,
  jobId: string,
  seen: Pick<UploadJobRow, "status" | "url" | "reason">,
): Promise<string> {
  const checkedAt = new Date().toISOString();
  await db
    .updateTable("upload_jobs")
    .set({ ...seen, checked_at: checkedAt })
    .where("job_id", "=", jobId)
    .execute();
  return checkedAt;
}

/**
 * Claims the write of a completed job's file into its record: true for the one request (of any process) that claims
 * it first. A write that fails gives the claim back (`releaseUploadJobSave`), so a later look tries again.
 */
export async function claimUploadJobSave(db: BackOfficeDb, jobId: string): Promise<boolean> {
  const result = await db
    .updateTable("upload_jobs")
    .set({ saved_at: new Date().toISOString() })
    .where("job_id", "=", jobId)
    .where("saved_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseUploadJobSave(db: BackOfficeDb, jobId: string): Promise<void> {
  await db.updateTable("upload_jobs").set({ saved_at: null }).where("job_id", "=", jobId).execute();
}
