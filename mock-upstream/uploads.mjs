// File uploads (spec sections 5 and 7): `POST /uploads?filename=` with the raw bytes, checked against the allowed
// types and size, kept under the data directory; `GET /uploads/:id/file` serves them back without a bearer, since an
// <img> or a download link cannot send one. An office document is converted first: its upload answers 202 with an
// upload job (upload-jobs.mjs, decision 052) instead of 201 with the stored file.
import fs from "node:fs";
import path from "node:path";
import { HttpError, readBody, sendJson } from "./http.mjs";
import { requireBearer } from "./auth.mjs";
import { newId } from "./store.mjs";
import { convertedExtensions, newJob, presentJob } from "./upload-jobs.mjs";

const uploadTypes = {
  pdf: ["application/pdf"],
  doc: ["application/msword"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  xls: ["application/vnd.ms-excel"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ppt: ["application/vnd.ms-powerpoint"],
  pptx: ["application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  jpg: ["image/jpeg", "image/jpg"],
  jpeg: ["image/jpeg", "image/jpg"],
  png: ["image/png"],
  gif: ["image/gif"],
  heic: ["image/heic"],
  heif: ["image/heif"],
};
const maxUpload = 10 * 1024 * 1024;

/** `GET /uploads/:id/file`, no bearer. Returns false for any other path. */
export function handleUploadedFile(store, req, res, pathname, dataDir) {
  const method = req.method;
  const file = pathname.match(/^\/uploads\/([0-9a-f]{24})\/file$/);
  if (method === "GET" && file) {
    const meta = store.collection("uploads").find((u) => u._id === file[1]);
    const location = meta?.storedAs && pathJoinSafe(dataDir, meta.storedAs);
    if (!meta || !location || !fs.existsSync(location)) throw new HttpError(404, "Not found");
    res.writeHead(200, {
      "content-type": meta.contentType,
      "content-length": meta.size,
      "cache-control": "public, max-age=31536000, immutable",
    });
    fs.createReadStream(location)
      .on("error", () => res.destroy())
      .pipe(res);
    return true;
  }
  return false;
}

/**
 * `/uploads`, with a bearer. Returns false for any other path. `jobTiming(requestId)` gives the durations of a job
 * this request starts (control.mjs: a test's own, else the default).
 */
export async function handleUploads(store, req, res, pathname, url, dataDir, jobTiming) {
  if (pathname !== "/uploads") return false;
  const method = req.method;
  requireBearer(store, req);
  if (method === "POST") {
    const filename = url.searchParams.get("filename") ?? "";
    const extension = filename.split(".").pop()?.toLowerCase() ?? "";
    const contentType = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
    const allowed = Object.hasOwn(uploadTypes, extension) ? uploadTypes[extension] : [];
    if (!allowed.includes(contentType)) throw new HttpError(400, "Unsupported file type");
    const bytes = await readBody(req, maxUpload);
    if (bytes.length === 0) throw new HttpError(400, "Empty file");
    const now = new Date().toISOString();
    const _id = newId();
    const storedAs = path.posix.join("uploads", `${_id}.${extension}`);
    fs.mkdirSync(pathJoinSafe(dataDir, "uploads"), { recursive: true });
    fs.writeFileSync(pathJoinSafe(dataDir, storedAs), bytes);
    const meta = {
      _id,
      url: `/uploads/${_id}/file`,
      filename,
      contentType,
      size: bytes.length,
      storedAs,
      createdAt: now,
      updatedAt: now,
    };
    store.collection("uploads").push(meta);
    if (convertedExtensions.has(extension)) {
      // Converted before it is served: the file's address is given by the job once it completes.
      meta.jobId = newId();
      const job = newJob(meta, jobTiming(req.headers["x-request-id"]), now);
      store.collection("upload-jobs").push(job);
      store.changed();
      sendJson(res, 202, presentJob(job));
      return true;
    }
    store.changed();
    // Where the bytes sit on disk stays the mock's business.
    sendJson(res, 201, { _id, url: meta.url, filename, contentType, size: meta.size });
    return true;
  }
  throw new HttpError(405, "Method not allowed");
}

function pathJoinSafe(root, relative) {
  const resolved = path.resolve(root, relative);
  if (!resolved.startsWith(path.resolve(root))) throw new HttpError(400, "Bad path");
  return resolved;
}
