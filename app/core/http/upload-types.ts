// The file types spec section 5 accepts, by kind of upload; checked on the server before anything is sent upstream,
// by name, declared type and content (the first bytes), so a renamed file is refused whatever it claims to be.
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

const extensionsByKind: Record<UploadKind, readonly string[]> = {
  image: ["jpg", "jpeg", "png", "gif", "heic", "heif"],
  pdf: ["pdf"],
  document: ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx"],
};

export const maxUploadBytes = 10 * 1024 * 1024;

/** How many of a file's first bytes the content check reads (enough for a HEIF `ftyp` box's list of brands). */
export const sniffedBytes = 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const textAt = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

// HEIF/HEIC (ISO/IEC 23008-12): an ISO BMFF `ftyp` box first, whose major or compatible brands name an image brand.
const heifBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1", "avci"]);

function isHeif(bytes: Uint8Array): boolean {
  if (textAt(bytes, 4, 4) !== "ftyp") return false;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  if (boxSize < 16 || end < 16) return false;
  // Major brand at 8, minor version at 12, compatible brands from 16 to the box's end.
  const brands = [textAt(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(textAt(bytes, at, 4));
  return brands.some((brand) => heifBrands.has(brand));
}

// Readers tolerate junk before the header, but files written by anything in use start with it: a file that does not
// is refused rather than guess (a page of HTML with "%PDF-" in it is not a PDF).
const isPdf = (bytes: Uint8Array) => startsWith(bytes, ascii("%PDF-"));

// The legacy Office formats are OLE compound files; the current ones are ZIP packages (their local file header).
const compoundFile = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const zipLocalFile = [0x50, 0x4b, 0x03, 0x04];

/** Whether a file's first bytes are what its extension says (the magic numbers of each format). */
const contentIs: Record<string, (bytes: Uint8Array) => boolean> = {
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  jpeg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  gif: (bytes) => startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a")),
  heic: isHeif,
  heif: isHeif,
  pdf: isPdf,
  doc: (bytes) => startsWith(bytes, compoundFile),
  xls: (bytes) => startsWith(bytes, compoundFile),
  ppt: (bytes) => startsWith(bytes, compoundFile),
  docx: (bytes) => startsWith(bytes, zipLocalFile),
  xlsx: (bytes) => startsWith(bytes, zipLocalFile),
  pptx: (bytes) => startsWith(bytes, zipLocalFile),
};

/** The `accept` attribute of a file input of this kind. */
export function acceptOf(kind: UploadKind): string {
  return extensionsByKind[kind].map((extension) => `.${extension}`).join(",");
}

function extensionOf(filename: string): string {
  return filename.split(".").pop()?.toLowerCase() ?? "";
}

/** The content type to send upstream, or null when the file is not of this kind (by extension and declared type). */
export function uploadContentType(kind: UploadKind, filename: string, declaredType: string): string | null {
  const extension = extensionOf(filename);
  if (!extensionsByKind[kind].includes(extension)) return null;
  const allowed = mimeByExtension[extension];
  const declared = declaredType.split(";")[0].trim().toLowerCase();
  // Browsers often send no type (or a generic one) for HEIC and office files; the extension then decides.
  if (declared && declared !== "application/octet-stream" && !allowed.includes(declared)) return null;
  return allowed[0];
}

/**
 * Whether the file's content (its first bytes, at least `sniffedBytes` of them when it has that many) is the format
 * its name says; call it once `uploadContentType` accepted the name.
 */
export function contentMatchesName(filename: string, head: Uint8Array): boolean {
  const check = contentIs[extensionOf(filename)];
  return check ? check(head) : false;
}
