// The upstream's upload job as the server reads it (decision 052), apart from upload-job.ts so that zod stays out of the
// browser chunk of every form with an upload field.
import { z } from "zod";
import { uploadJobStates } from "./upload-job";
import { optionalText, upstreamRecord } from "./upstream-record";

/** The upstream's job (`POST /uploads` answering 202, `GET /upload-jobs/{id}`). */
export const uploadJobSchema = upstreamRecord({
  status: z.enum(uploadJobStates),
  filename: optionalText,
  url: optionalText,
  reason: optionalText,
});
