// Every post's body is read here, bounded while it streams: a form of text (urlencoded or multipart) is small, a form
// with files holds at most `maxFilesPerForm` files of 10 MB, and a multipart form has at most `maxFormParts` parts.
// Over a bound the action stops with a 413 page (app/ui/shell/error-boundary.tsx) before anything is sent upstream; a
// declared length over the bound is refused without reading a byte.
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { maxFormBytes, maxFormParts, maxMultipartBytes } from "./body-limits";
import { maxUploadBytes } from "./upload-types";

export { maxFilesPerForm, maxFormBytes, maxFormParts, maxMultipartBytes } from "./body-limits";

/** Thrown while reading a body past a bound; answered as `payloadTooLarge()`. */
class BodyTooLargeError extends Error {
  constructor(readonly reason: "bytes" | "parts") {
    super(reason === "parts" ? "Too many form parts" : "Request body too large");
  }
}

/** The 413 the error boundary shows as its "too large" page, in the user's language. */
export function payloadTooLarge(): Response {
  return new Response("Payload Too Large", { status: 413, statusText: "Payload Too Large" });
}

function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").trim().toLowerCase().startsWith("multipart/form-data");
}

/** The bound of this request's body. */
function bodyLimitOf(request: Request): number {
  return isMultipart(request) ? maxMultipartBytes : maxFormBytes;
}

/**
 * Reads the rest of a refused body and throws it away, keeping nothing: a browser still sending then reads our 413
 * page instead of a reset connection. Cancelling the stream would destroy the socket under the answer, so past
 * another bound's worth it simply stops reading; the connection then waits, held back by TCP, until the client or
 * the server's request time-out ends it.
 */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number) {
  let discarded = 0;
  void (async () => {
    while (discarded <= limit) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
    }
  })().catch(() => undefined);
}

/**
 * The request's body as a stream that fails with BodyTooLargeError once more than `limit` bytes have passed. A
 * declared `Content-Length` over the limit is refused before anything is read.
 */
function boundedBody(request: Request, limit = bodyLimitOf(request)): ReadableStream<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (request.body && Number.isFinite(declared) && declared > limit) {
    discardRest(request.body.getReader(), limit);
    throw new BodyTooLargeError("bytes");
  }
  const reader = request.body?.getReader();
  let seen = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!reader) return controller.close();
      const { done, value } = await reader.read();
      if (done) return controller.close();
      seen += value.byteLength;
      if (seen > limit) {
        controller.error(new BodyTooLargeError("bytes"));
        discardRest(reader, limit);
        return;
      }
      controller.enqueue(value);
    },
    // The parser gave up (too many parts, a bad part): the rest is read and dropped, never left hanging.
    cancel() {
      if (reader) discardRest(reader, limit);
    },
  });
}

/** The body as text, at most `maxFormBytes` of it. */
async function boundedText(request: Request): Promise<string> {
  return new Response(boundedBody(request, maxFormBytes)).text();
}

/** Text fields as text (small), files as files (at most 10 MB each); every part counted. */
function countingHandler(): UploadHandler {
  const files = unstable_createMemoryUploadHandler({ maxPartSize: maxUploadBytes });
  const texts = unstable_createMemoryUploadHandler({ maxPartSize: maxFormBytes });
  let parts = 0;
  return async (part) => {
    parts += 1;
    if (parts > maxFormParts) throw new BodyTooLargeError("parts");
    if (typeof part.filename === "string") return files(part);
    try {
      return await texts(part);
    } catch (error) {
      if (error instanceof MaxPartSizeExceededError) throw new BodyTooLargeError("bytes");
      throw error;
    }
  };
}

async function parseForm(request: Request): Promise<FormData> {
  if (isMultipart(request)) {
    const bounded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: boundedBody(request),
      // Node's fetch wants to be told a streamed body is sent at once, not after the answer starts.
      duplex: "half",
    } as RequestInit);
    return unstable_parseMultipartFormData(bounded, countingHandler());
  }
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(await boundedText(request))) form.append(name, value);
  return form;
}

/**
 * A post's form, read within the bounds, multipart or urlencoded. Over a bound (a file over 10 MB included): a thrown
 * 413 page. The one way actions read a body.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await parseForm(request);
  } catch (error) {
    throw refusalOf(error);
  }
}

/**
 * A form with files, read within the bounds: a file over 10 MB comes back as MaxPartSizeExceededError naming its
 * field, to be said next to it; any other bound broken is a thrown 413 page.
 */
export async function readUploadForm(request: Request): Promise<FormData> {
  try {
    return await parseForm(request);
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) throw error;
    throw refusalOf(error);
  }
}

function refusalOf(error: unknown): unknown {
  if (error instanceof BodyTooLargeError || error instanceof MaxPartSizeExceededError) return payloadTooLarge();
  // A body that is not the form it says it is (no boundary, cut short): a bad request, not a crash.
  if (error instanceof TypeError) return new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  return error;
}

/** The body as text within `maxFormBytes` (posts the app reads as search parameters); over it, a thrown 413. */
export async function readFormText(request: Request): Promise<string> {
  try {
    return await boundedText(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw payloadTooLarge();
    throw error;
  }
}
