// Uploads the upstream processes as jobs (decision 052): remembered for the user who saved them, followed when their
// record's form is drawn or its page asks, and their file written into the record as soon as the job completes, so
// the user has nothing more to do than wait.
import { canAccess } from "~/core/access/permissions";
import { notFound, requireUser, type Signed } from "~/core/auth/auth.server";
import { database } from "~/core/db/database.server";
import {
  claimUploadJobSave,
  noteUploadJob,
  ownUploadJob,
  recordUploadJobs,
  releaseUploadJobSave,
  rememberUploadJobs,
  type UploadJobRow,
} from "~/core/db/upload-job-store.server";
import { isFinal, uploadJobReasonKey, uploadJobStates, type UploadJobView } from "~/core/upstream/upload-job";
import { uploadJobSchema } from "~/core/upstream/upload-job-record.server";
import { absoluteUpstreamUrl } from "~/core/upstream/upstream.server";
import type { ResourceDefinition } from "./definition";
import { findRecord } from "./scope.server";

/** A job an upload of this post started, for the field it belongs to. */
export type StartedJob = { field: string; jobId: string; filename: string };

/** How long a finished job is still shown on its record's form: long enough to be seen, not for ever. */
const shownForMs = 60 * 60 * 1000;

function viewOf(row: UploadJobRow): UploadJobView {
  const status = uploadJobStates.find((state) => state === row.status) ?? "pending";
  return {
    id: row.job_id,
    field: row.field,
    filename: row.filename,
    status,
    ...(row.url ? { url: row.url } : {}),
    ...(status === "failed" ? { reason: uploadJobReasonKey(row.reason) } : {}),
    checkedAt: row.checked_at,
  };
}

/** Keeps the jobs a save started, under the user and the record they were saved with. */
export async function rememberJobs(
  signed: Signed,
  resource: ResourceDefinition,
  recordId: string,
  jobs: readonly StartedJob[],
): Promise<void> {
  await rememberUploadJobs(
    await database(),
    jobs.map((job) => ({
      job_id: job.jobId,
      user_id: signed.user._id,
      resource: resource.key,
      record_id: recordId,
      field: job.field,
      filename: job.filename,
    })),
  );
}

/**
 * Asks the upstream where a job stands (a failure of that call is thrown as every read's is, spec section 8), and once
 * it completed writes its file into the record, within the user's reach, exactly once.
 */
async function follow(signed: Signed, resource: ResourceDefinition, row: UploadJobRow): Promise<UploadJobView> {
  if (isFinal(viewOf(row).status) && (row.status === "failed" || row.saved_at)) return viewOf(row);
  const job = await signed.api.getAs(uploadJobSchema, `/upload-jobs/${encodeURIComponent(row.job_id)}`);
  const db = await database();
  const url = job.url ? absoluteUpstreamUrl(job.url) : null;
  // A job completed without a file to show is still at work as far as the record is concerned.
  const status = job.status === "completed" && !url ? "processing" : job.status;
  if (status === "completed" && url && (await claimUploadJobSave(db, row.job_id))) {
    try {
      await findRecord(resource, signed, row.record_id);
      await signed.api.put(`/${resource.endpoint}/${encodeURIComponent(row.record_id)}`, { [row.field]: url });
    } catch (error) {
      await releaseUploadJobSave(db, row.job_id);
      throw error;
    }
  }
  const seen = { status, url, reason: job.reason ?? null };
  const checkedAt = await noteUploadJob(db, row.job_id, seen);
  return viewOf({ ...row, ...seen, checked_at: checkedAt });
}

/**
 * The state of each of the user's recent jobs of one record, by field, for its form. A job the upstream cannot be
 * asked about now shows where it stood when last asked; a refused token still sends the user to login.
 */
export async function recordJobViews(
  signed: Signed,
  resource: ResourceDefinition,
  recordId: string,
): Promise<Record<string, UploadJobView>> {
  const rows = await recordUploadJobs(await database(), {
    userId: signed.user._id,
    resource: resource.key,
    recordId,
    since: new Date(Date.now() - shownForMs).toISOString(),
  });
  const views = await Promise.all(
    rows.map((row) =>
      follow(signed, resource, row).catch((error: unknown) => {
        if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
        return viewOf(row);
      }),
    ),
  );
  return Object.fromEntries(views.map((view) => [view.field, view]));
}

/**
 * One job for the page that polls it: only a job this user started, of a resource they may still open; any other id
 * is not-found (the upstream would answer anybody's).
 */
export async function uploadJobState(
  request: Request,
  jobId: string | undefined,
  resources: readonly ResourceDefinition[],
): Promise<UploadJobView> {
  const signed = await requireUser(request);
  const row = jobId ? await ownUploadJob(await database(), signed.user._id, jobId) : null;
  const resource = row ? resources.find((candidate) => candidate.key === row.resource) : undefined;
  if (!row || !resource || !canAccess(resource.section, signed.viewer)) throw notFound();
  return follow(signed, resource, row);
}
