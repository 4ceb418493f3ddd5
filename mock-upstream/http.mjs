// Small HTTP helpers shared by the mock's handlers, so every answer has the same JSON shape and headers and every
// handler reads bodies and credentials the same way.
export class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export function sendJson(res, status, body, headers = {}) {
  if (res.headersSent || res.destroyed) return;
  const text = body === undefined || status === 204 ? "" : JSON.stringify(body);
  const { etag, ...others } = headers;
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    // Browsers only let a page read a custom header the server names; the app reads list totals from odin-count.
    "access-control-expose-headers": "odin-count",
    // A test's upstream without conditional writes (control.mjs `unconditional`) sends no version either.
    ...(etag && !res.withoutEtag ? { etag } : {}),
    ...others,
  });
  res.end(text);
}

const maxJsonBody = 1024 * 1024;

export async function readBody(req, limit = maxJsonBody) {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, "Payload too large");
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, "Payload too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The JSON object of a request body; an empty body is an empty object, anything else not an object is a 400. */
export async function readJson(req) {
  const raw = (await readBody(req)).toString("utf8");
  if (!raw.trim()) return {};
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, "Invalid JSON body");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new HttpError(400, "Invalid JSON body");
  return value;
}

/** `Authorization: Basic base64(email:password)` → {email, password}, or null when absent or garbled. */
export function basicCredentials(req) {
  const match = (req.headers.authorization ?? "").match(/^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i);
  if (!match) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 1) return null;
  const email = decoded.slice(0, colon).trim().toLowerCase();
  return email ? { email, password: decoded.slice(colon + 1) } : null;
}

export function bearerToken(req) {
  const match = (req.headers.authorization ?? "").match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}
