// The file types spec section 5 accepts, by kind of upload; checked on the server before anything is sent upstream.
export type UploadKind = "image" | "pdf" | "document";

const mimeByExtension: Record<string, readonly string[]> = {
  pdf: ["application/pdf"],
  doc: ["application/msword"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  xls: ["application/vnd.ms-excel"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ppt: ["application/vnd.ms-powerpoint"],
  pptx: ["application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  jpg: ["image/jpeg"],
  jpeg: ["image/jpeg"],
  png: ["image/png"],
  gif: ["image/gif"],
  heic: ["image/heic", "image/heif"],
  heif: ["image/heif", "image/heic"],
};

export const extensionsByKind: Record<UploadKind, readonly string[]> = {
  image: ["jpg", "jpeg", "png", "gif", "heic", "heif"],
  pdf: ["pdf"],
  document: ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx"],
};

export const maxUploadBytes = 10 * 1024 * 1024;

/** The `accept` attribute of a file input of this kind. */
export function acceptOf(kind: UploadKind): string {
  return extensionsByKind[kind].map((extension) => `.${extension}`).join(",");
}

/** The content type to send upstream, or null when the file is not of this kind (by extension and declared type). */
export function uploadContentType(kind: UploadKind, filename: string, declaredType: string): string | null {
  const extension = filename.split(".").pop()?.toLowerCase() ?? "";
  if (!extensionsByKind[kind].includes(extension)) return null;
  const allowed = mimeByExtension[extension];
  const declared = declaredType.split(";")[0].trim().toLowerCase();
  // Browsers often send no type (or a generic one) for HEIC and office files; the extension then decides.
  if (declared && declared !== "application/octet-stream" && !allowed.includes(declared)) return null;
  return allowed[0];
}
