// The files of a form (spec section 5): each chosen file is checked and sent to the upstream's uploads endpoint before
// the record is saved, and the field then holds the stored file's URL. A URL posted without a file is taken only when
// the back-office can vouch for it (decision 028). A file the upstream processes as a job leaves the field as the
// record holds it and is reported as a job, whose file the record gets once it completes (decision 052).
import { MaxPartSizeExceededError } from "@remix-run/node";
import { fileFieldOf, jobFieldOf, signatureFieldOf, type FieldDefinition, type FormValues } from "./fields";
import type { Signed } from "~/core/auth/auth.server";
import { payloadTooLarge, readUploadForm } from "~/core/http/request-body.server";
import { contentMatchesName, sniffedBytes, uploadContentType } from "~/core/http/upload-types";
import { pendingJobToken, verifiedPendingJob } from "~/core/upstream/pending-job.server";
import { signUploadUrl, verifyUploadUrl } from "~/core/upstream/upload-url.server";
import { UpstreamError } from "~/core/upstream/upstream.server";
import type { StartedJob } from "./upload-jobs.server";

/** The URL the record holds in this field now, if any. */
function storedUrl(stored: FormValues | null, name: string): string {
  const value = stored?.[name];
  return typeof value === "string" ? value : "";
}

/**
 * Reads a form that may carry files, within the body's bounds (core/http/request-body.server.ts). Each chosen file of an
 * upload field is checked against the types of spec section 5, by name, declared type and content, and sent to the
 * upstream's uploads endpoint; the field then holds the stored file's URL, signed so that posting the form again keeps
 * it. Without a file, the field's URL must be the one the record holds (`stored`) or carry our signature. A refused
 * file or URL is reported next to its field; a URL we do not vouch for goes back to what the record holds.
 * `followJobs`: the caller keeps the jobs (`jobs`) the upstream answered for a file; a form that cannot refuses such a
 * file next to its field.
 */
export async function readFormWithUploads(
  fields: readonly FieldDefinition[],
  request: Request,
  signed: Signed,
  stored: FormValues | null = null,
  { followJobs = false }: { followJobs?: boolean } = {},
) {
  const fileErrors: Record<string, string[]> = {};
  const jobs: StartedJob[] = [];
  const uploads = fields.filter((field) => field.component === "upload" && field.upload);
  let formData: FormData;
  try {
    formData = await readUploadForm(request);
  } catch (error) {
    if (!(error instanceof MaxPartSizeExceededError)) throw error;
    const tooLarge = uploads.find((field) => error.field === fileFieldOf(field.name));
    // A file where the form asks for none is no mistake of the user's: the body is simply too large.
    if (!tooLarge) throw payloadTooLarge();
    fileErrors[tooLarge.name] = ["validation.fileTooLarge"];
    return { formData: new FormData(), fileErrors, jobs };
  }
  /** The field's posted URL when we vouch for it ("" when none was posted), else null. */
  const vouchedUrl = (field: FieldDefinition): string | null => {
    const posted = formData.getAll(field.name);
    if (posted.length === 0 || (posted.length === 1 && posted[0] === "")) return "";
    const [url] = posted;
    if (posted.length !== 1 || typeof url !== "string") return null;
    if (url === storedUrl(stored, field.name)) return url;
    return verifyUploadUrl(signed.user._id, url, formData.get(signatureFieldOf(field.name))) ? url : null;
  };
  /**
   * The record is saved with what the field holds now, and the job's file follows when it is ready; should this post
   * be refused, the form comes back carrying the job.
   */
  const keepJob = (field: FieldDefinition, job: { jobId: string; filename: string }) => {
    jobs.push({ field: field.name, ...job });
    formData.set(jobFieldOf(field.name), pendingJobToken(signed.user._id, job));
  };
  for (const field of uploads) {
    const file = formData.get(fileFieldOf(field.name));
    formData.delete(fileFieldOf(field.name));
    const vouched = vouchedUrl(field);
    // A refusal keeps the field's URL if we vouch for it, else puts back what the record holds.
    const refuse = (message: string) => {
      fileErrors[field.name] = [message];
      if (vouched !== null) return;
      formData.set(field.name, storedUrl(stored, field.name));
      formData.delete(signatureFieldOf(field.name));
    };
    // A job an earlier, refused post of this form started: taken again rather than asking for the file once more.
    const pending = followJobs ? verifiedPendingJob(signed.user._id, formData.get(jobFieldOf(field.name))) : null;
    formData.delete(jobFieldOf(field.name));
    if (!(file instanceof File) || file.size === 0) {
      if (vouched === null) refuse("uploadChecks.urlRefused");
      else if (pending) keepJob(field, pending);
      continue;
    }
    const contentType = uploadContentType(field.upload!, file.name, file.type);
    // Says which files the field takes (spec section 5), by its kind.
    if (!contentType) {
      refuse(`validation.fileTypes.${field.upload}`);
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!contentMatchesName(file.name, bytes.subarray(0, sniffedBytes))) {
      refuse("uploadChecks.contentMismatch");
      continue;
    }
    try {
      const { url, jobId } = await signed.api.upload({ bytes, contentType, filename: file.name });
      if (jobId !== undefined) {
        if (!followJobs) {
          refuse("uploadJobs.notHere");
          continue;
        }
        keepJob(field, { jobId, filename: file.name });
        if (vouched === null) formData.set(field.name, storedUrl(stored, field.name));
        continue;
      }
      formData.set(field.name, url);
      formData.set(signatureFieldOf(field.name), signUploadUrl(signed.user._id, url));
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      refuse(error.kind === "bad-request" ? "validation.fileType" : "errors.unavailable");
    }
  }
  return { formData, fileErrors, jobs };
}
