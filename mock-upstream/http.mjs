// Small HTTP helpers shared by the mock's handlers: JSON answers, body reading, Basic and Bearer credentials.
export class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export function sendJson(res, status, body, headers = {}) {
  if (res.headersSent || res.destroyed) return;
  const text = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "access-control-expose-headers": "odin-count",
    ...headers,
  });
  res.end(text);
}

const maxJsonBody = 1024 * 1024;

export async function readBody(req, limit = maxJsonBody) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, "Payload too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function readJson(req) {
  const raw = (await readBody(req)).toString("utf8");
  if (!raw.trim()) return {};
  try {
    const value = JSON.parse(raw);
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("not an object");
    return value;
  } catch {
    throw new HttpError(400, "Invalid JSON body");
  }
}

/** `Authorization: Basic base64(email:password)` → {email, password}, or null. */
export function basicCredentials(req) {
  const header = req.headers.authorization ?? "";
  const match = header.match(/^Basic\s+(.+)$/i);
  if (!match) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 1) return null;
  return { email: decoded.slice(0, colon).trim().toLowerCase(), password: decoded.slice(colon + 1) };
}

export function bearerToken(req) {
  const match = (req.headers.authorization ?? "").match(/^Bearer\s+(.+)$/i);
  return match ? match[1].trim() : null;
}
