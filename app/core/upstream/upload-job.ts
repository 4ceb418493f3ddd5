// An upload the upstream processes as a job (spec sections 4 and 7, decision 052): its states, the job as a page shows
// it, and how often a page asks again. Pure, so the form's poller and the server share it; the upstream's record, a zod
// schema, is in upload-job-record.server.ts, so forms with an upload field do not download zod.

/** Spec section 4's states, and `failed` (a conversion the upstream gave up, with its reason). */
export const uploadJobStates = ["pending", "processing", "completed", "failed"] as const;
export type UploadJobState = (typeof uploadJobStates)[number];

/** A job as the page shows it next to its field. `url` once completed; `reason`, a translation key, once failed. */
export type UploadJobView = {
  id: string;
  field: string;
  filename: string;
  status: UploadJobState;
  url?: string;
  reason?: string;
  /** When the back-office last asked the upstream, ISO-8601: what a page drawn without JavaScript says it knew. */
  checkedAt: string;
};

export function isFinal(status: UploadJobState): boolean {
  return status === "completed" || status === "failed";
}

/** The poller's first wait, its growth and its bound: quick at first, then no more than one call every 10 s. */
const firstPollMs = 1000;
const pollGrowth = 1.5;
const longestPollMs = 10000;

/** How long the page waits before its `attempt`-th question (0-based). */
export function pollDelayMs(attempt: number): number {
  return Math.min(longestPollMs, Math.round(firstPollMs * pollGrowth ** Math.max(0, attempt)));
}

/**
 * The words for why a job failed: the upstream's reason is shown only through this catalogue (like its 400 messages,
 * server-messages.ts), never as sent.
 */
const knownReasons: { match: RegExp; key: string }[] = [
  { match: /password|encrypted|protected/i, key: "uploadJobs.reasons.protected" },
  { match: /corrupt|damaged|unreadable|cannot be (read|opened)/i, key: "uploadJobs.reasons.unreadable" },
  { match: /too (large|big|many pages)/i, key: "uploadJobs.reasons.tooLarge" },
];

export function uploadJobReasonKey(reason: string | null | undefined): string {
  return knownReasons.find((known) => known.match.test(reason ?? ""))?.key ?? "uploadJobs.reasons.unknown";
}

/** A job started by a refused post of a form, as its hidden field carries it (pending-job.server.ts signs it). */
export type PendingJob = { jobId: string; filename: string };

/** The job a form's hidden field names, read without checking its signature: for the form to name the file. */
export function pendingJobOf(token: unknown): (PendingJob & { signature: string }) | null {
  if (typeof token !== "string" || token === "") return null;
  try {
    const { jobId, filename, signature } = JSON.parse(token) as Record<string, unknown>;
    if (typeof jobId !== "string" || typeof filename !== "string" || typeof signature !== "string") return null;
    return { jobId, filename, signature };
  } catch {
    return null;
  }
}
