// A job a refused post started, carried back by the form (decision 052): the next save takes it only when the
// back-office signed it for this user, with exactly this id and file name, and the form reads the file's name from it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pendingJobOf } from "~/core/upstream/upload-job";

let pendingJobToken: typeof import("~/core/upstream/pending-job.server").pendingJobToken;
let verifiedPendingJob: typeof import("~/core/upstream/pending-job.server").verifiedPendingJob;

beforeEach(async () => {
  vi.resetModules();
  vi.stubEnv("UPSTREAM_URL", "http://127.0.0.1:9");
  vi.stubEnv("SESSION_SECRET", "pending-job-test-secret-0123456789");
  ({ pendingJobToken, verifiedPendingJob } = await import("~/core/upstream/pending-job.server"));
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const user = "64b000000000000000000001";
const job = { jobId: "64b0000000000000000000aa", filename: "proposta.docx" };

describe("pending upload jobs", () => {
  it("takes back the job it signed for the user, and names its file to the form", () => {
    const token = pendingJobToken(user, job);
    expect(verifiedPendingJob(user, token)).toEqual(job);
    expect(pendingJobOf(token)).toMatchObject(job);
  });

  it("refuses another user's token, a job id or file name changed, and what is no token", () => {
    const token = pendingJobToken(user, job);
    expect(verifiedPendingJob("64b000000000000000000002", token)).toBeNull();
    const parsed = JSON.parse(token) as Record<string, string>;
    expect(verifiedPendingJob(user, JSON.stringify({ ...parsed, jobId: "64b0000000000000000000bb" }))).toBeNull();
    expect(verifiedPendingJob(user, JSON.stringify({ ...parsed, filename: "altro.docx" }))).toBeNull();
    expect(verifiedPendingJob(user, "")).toBeNull();
    expect(verifiedPendingJob(user, "{not json")).toBeNull();
    expect(verifiedPendingJob(user, null)).toBeNull();
  });
});
