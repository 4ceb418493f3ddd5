// The files of a form (spec section 5): each chosen file is checked and sent to the upstream's uploads endpoint before
// the record is saved, and the field then holds the stored file's URL.
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { fileFieldOf, type FieldDefinition } from "./fields";
import type { Signed } from "~/core/auth.server";
import { maxUploadBytes, uploadContentType } from "~/core/upload-types";
import { UpstreamError } from "~/core/upstream.server";

/**
 * Reads a form that may carry files: each chosen file of an upload field is checked against the types of spec
 * section 5 and sent to the upstream's uploads endpoint; the field then holds the stored file's URL. A refused file
 * is reported next to its field.
 */
export async function readFormWithUploads(fields: readonly FieldDefinition[], request: Request, signed: Signed) {
  const fileErrors: Record<string, string[]> = {};
  const uploads = fields.filter((field) => field.component === "upload" && field.upload);
  if (uploads.length === 0 || !request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return { formData: await request.formData(), fileErrors };
  }
  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: maxUploadBytes }),
    );
  } catch (error) {
    if (!(error instanceof MaxPartSizeExceededError)) throw error;
    const tooLarge = uploads.find((field) => error.field === fileFieldOf(field.name));
    fileErrors[tooLarge?.name ?? uploads[0].name] = ["validation.fileTooLarge"];
    return { formData: new FormData(), fileErrors };
  }
  for (const field of uploads) {
    const file = formData.get(fileFieldOf(field.name));
    formData.delete(fileFieldOf(field.name));
    if (!(file instanceof File) || file.size === 0) continue;
    const contentType = uploadContentType(field.upload!, file.name, file.type);
    if (!contentType) {
      // Says which files the field takes (spec section 5), by its kind.
      fileErrors[field.name] = [`validation.fileTypes.${field.upload}`];
      continue;
    }
    try {
      const url = await signed.api.upload({
        bytes: new Uint8Array(await file.arrayBuffer()),
        contentType,
        filename: file.name,
      });
      formData.set(field.name, url);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      fileErrors[field.name] = [error.kind === "bad-request" ? "validation.fileType" : "errors.unavailable"];
    }
  }
  return { formData, fileErrors };
}
