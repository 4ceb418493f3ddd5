// The URL of a stored file, vouched for by the back-office. A file field takes a URL only when it is the file uploaded
// in this very post, the value the record already holds, or a URL the back-office itself got from the upstream (an
// upload of an earlier post of this form, an image of the library picker) and signed for this user: an HMAC with a
// key derived from SESSION_SECRET, so every process of every instance checks it and none remembers anything.
// Decision 028.
import crypto from "node:crypto";
import { env } from "../config/env.server";

/** As long as a session: a form kept open longer than that is signed out anyway. */
const lifetimeMs = 12 * 60 * 60 * 1000;

const key = crypto.createHash("sha256").update(`upload-url-signature:${env.SESSION_SECRET}`).digest();

function mac(userId: string, expires: number, url: string): Buffer {
  return crypto.createHmac("sha256", key).update(`${userId}\n${expires}\n${url}`).digest();
}

/** A signature of this URL for this user, `<expiry ms>.<mac>`, sent beside the URL in the form. */
export function signUploadUrl(userId: string, url: string, now = Date.now()): string {
  const expires = now + lifetimeMs;
  return `${expires}.${mac(userId, expires, url).toString("base64url")}`;
}

/** Whether the signature is ours, for this user and exactly this URL, and not expired. */
export function verifyUploadUrl(userId: string, url: string, signature: unknown, now = Date.now()): boolean {
  if (typeof signature !== "string") return false;
  const match = /^(\d{13,16})\.([A-Za-z0-9_-]{43})$/.exec(signature);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires < now) return false;
  const given = Buffer.from(match[2], "base64url");
  const expected = mac(userId, expires, url);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
