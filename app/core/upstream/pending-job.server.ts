// A job an upload started in a post that was then refused (a required field left empty, say): the form carries it back,
// signed for the user like an uploaded file's URL (decision 028), so the next save follows the job rather than asking
// for the file again (decision 052). The token is JSON, so the form can name the file without asking the server.
import { signUploadUrl, verifyUploadUrl } from "./upload-url.server";
import { pendingJobOf as readPendingJob, type PendingJob } from "./upload-job";

const signed = (job: PendingJob) => `job:${job.jobId}\n${job.filename}`;

/** The token of this job for this user: what the form's hidden field holds. */
export function pendingJobToken(userId: string, job: PendingJob): string {
  return JSON.stringify({ ...job, signature: signUploadUrl(userId, signed(job)) });
}

/** The job a posted token names, when the back-office signed it for this user and it has not expired; else null. */
export function verifiedPendingJob(userId: string, token: unknown): PendingJob | null {
  const job = readPendingJob(token);
  return job && verifyUploadUrl(userId, signed(job), job.signature)
    ? { jobId: job.jobId, filename: job.filename }
    : null;
}
