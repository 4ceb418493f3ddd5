// Upload jobs (spec sections 4 and 7; decision 052): an office document sent to `POST /uploads` is converted by the
// platform before it is stored, so the upload answers 202 with a job that goes pending → processing → completed (or
// failed, with a reason). The mock moves a job on with time, from its creation and the durations it was given, so a
// job's state at any moment is a pure function of the clock: tests arm short durations for their own requests.

/** The kinds of file the platform converts (to a PDF any phone opens) rather than stores as they are. */
export const convertedExtensions = new Set(["doc", "docx", "xls", "xlsx", "ppt", "pptx"]);

/** What a job takes when no test asked for other durations: long enough to watch in the demo. */
const defaultJobTiming = { pendingMs: 3000, processingMs: 6000 };

const maxDurationMs = 600000;

/**
 * The durations a test asks for its own jobs (`POST /__control/upload-jobs`): the newest rule whose `requestId`
 * prefixes the upload's `X-Request-Id` wins; a rule without one reaches every upload.
 */
export function createJobTimings() {
  let rules = [];
  return {
    add(body) {
      const rule = {};
      for (const name of ["pendingMs", "processingMs"]) {
        const value = body[name] ?? defaultJobTiming[name];
        if (!Number.isInteger(value) || value < 0 || value > maxDurationMs)
          throw new RangeError(`${name} must be a whole number of ms from 0 to ${maxDurationMs}`);
        rule[name] = value;
      }
      if (body.failReason !== undefined) {
        if (typeof body.failReason !== "string" || !body.failReason.trim())
          throw new RangeError("failReason must be a text");
        rule.failReason = body.failReason;
      }
      if (body.requestId !== undefined) rule.requestId = body.requestId;
      rules.push(rule);
      return rule;
    },
    list: () => rules,
    clear() {
      rules = [];
    },
    /** The durations (and the failure, if armed) of a job created by this request. */
    of(requestId) {
      const id = typeof requestId === "string" ? requestId : "";
      const rule = [...rules]
        .reverse()
        .find((candidate) => candidate.requestId === undefined || id.startsWith(candidate.requestId));
      if (!rule) return { ...defaultJobTiming };
      const timing = { pendingMs: rule.pendingMs, processingMs: rule.processingMs };
      if (rule.failReason !== undefined) timing.failReason = rule.failReason;
      return timing;
    },
  };
}

/** A new job for an upload stored as `upload`, with its durations; kept in `upload-jobs`. */
export function newJob(upload, timing, now) {
  return {
    _id: upload.jobId,
    filename: upload.filename,
    status: "pending",
    ...timing,
    storedUploadId: upload._id,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The job as the upstream answers it at `nowMs`: its state from the time since its creation; once completed, the
 * stored file's `uploadId` and `url`; once failed, its `reason`. A job without durations (the seed's) keeps the state
 * it was stored with. How the mock times a job stays the mock's business.
 */
export function presentJob(job, nowMs = Date.now()) {
  const { pendingMs, processingMs, failReason, storedUploadId, ...shown } = job;
  if (pendingMs === undefined || processingMs === undefined) return shown;
  const elapsed = nowMs - Date.parse(job.createdAt);
  let status = "pending";
  if (elapsed >= pendingMs) status = "processing";
  if (elapsed >= pendingMs + processingMs) status = failReason ? "failed" : "completed";
  const answer = { ...shown, status };
  if (status === "completed") {
    answer.uploadId = storedUploadId;
    answer.url = `/uploads/${storedUploadId}/file`;
  }
  if (status === "failed") answer.reason = failReason;
  return answer;
}

/** Hooks of the generic entity handler: every read of `upload-jobs` answers the job as it stands now. */
export const uploadJobHooks = {
  present: (_store, record) => presentJob(record),
};
