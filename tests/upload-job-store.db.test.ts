// The upload jobs a user started (decision 052), on both databases: a job is found only under its own user, a
// record's form reads the newest job of each field, and a completed job's file is claimed for writing exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases } from "./setup/databases";
import { openDatabase, type BackOfficeDb } from "~/core/db/database.server";
import {
  claimUploadJobSave,
  noteUploadJob,
  ownUploadJob,
  recordUploadJobs,
  releaseUploadJobSave,
  rememberUploadJobs,
} from "~/core/db/upload-job-store.server";

describe.each(databases)("upload jobs on %s", (_name, targetOf) => {
  let db: BackOfficeDb;
  const job = (id: string, field = "attachment") => ({
    job_id: `${id}-${crypto.randomUUID()}`,
    user_id: "venue-1",
    resource: "formatRequests",
    record_id: "request-1",
    field,
    filename: `${id}.docx`,
  });

  beforeAll(async () => {
    db = await openDatabase(await targetOf());
  });

  afterAll(async () => {
    await db.destroy();
  });

  it("finds a job under the user who started it, and nobody else's", async () => {
    const mine = job("mine");
    await rememberUploadJobs(db, [mine]);
    expect((await ownUploadJob(db, "venue-1", mine.job_id))?.status).toBe("pending");
    expect(await ownUploadJob(db, "venue-2", mine.job_id)).toBeNull();
  });

  it("gives a record's form the newest job of each field", async () => {
    const recordId = crypto.randomUUID();
    const older = { ...job("older"), record_id: recordId };
    await rememberUploadJobs(db, [older]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = { ...job("newer"), record_id: recordId };
    await rememberUploadJobs(db, [newer, { ...job("other", "logo"), record_id: recordId }]);
    const rows = await recordUploadJobs(db, {
      userId: "venue-1",
      resource: "formatRequests",
      recordId,
      since: new Date(Date.now() - 60000).toISOString(),
    });
    expect(rows.map((row) => row.filename).sort()).toEqual(["newer.docx", "other.docx"]);
  });

  it("lets one request claim a completed job's write, and another once it was given back", async () => {
    const done = job("done");
    await rememberUploadJobs(db, [done]);
    await noteUploadJob(db, done.job_id, { status: "completed", url: "https://files.example/a", reason: null });
    expect(await claimUploadJobSave(db, done.job_id)).toBe(true);
    expect(await claimUploadJobSave(db, done.job_id)).toBe(false);
    await releaseUploadJobSave(db, done.job_id);
    expect(await claimUploadJobSave(db, done.job_id)).toBe(true);
    expect((await ownUploadJob(db, "venue-1", done.job_id))?.url).toBe("https://files.example/a");
  });
});
