// The session is an encrypted, HttpOnly cookie: the upstream token never reaches browser scripts nor shows in any
// header the browser could read back (AES-256-GCM, which also authenticates it), and the server keeps no state.
import crypto from "node:crypto";
import { createCookie, createCookieSessionStorage, type Cookie, type Session } from "@remix-run/node";
import { env, secureCookies } from "../config/env.server";
import type { SessionUser } from "./user";

export type AuthSession = {
  token: string;
  refreshToken?: string;
  user: SessionUser;
  /**
   * When the user's rights (role, flags, venues) were last read from the upstream, in epoch milliseconds: at sign-in,
   * then at every recheck (session-recheck.server.ts). Absent in cookies sealed before it existed: rechecked at once.
   */
  checkedAt?: number;
};

type SessionData = { auth: AuthSession; venueId: string };

const key = crypto.createHash("sha256").update(`session-encryption:${env.SESSION_SECRET}`).digest();

export function seal(value: unknown): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The sealed value, or null when it was not sealed with our key (tampered, old format, another secret). */
export function unseal(text: unknown): unknown {
  if (typeof text !== "string" || text.length < 40) return null;
  try {
    const bytes = Buffer.from(text, "base64url");
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8"));
  } catch {
    return null;
  }
}

/** Remix's cookie (name, flags, expiry), carrying the session data sealed instead of merely signed. */
function sealedCookie(base: Cookie): Cookie {
  return {
    get name() {
      return base.name;
    },
    isSigned: true,
    get expires() {
      return base.expires;
    },
    async parse(header, options) {
      return unseal(await base.parse(header, options));
    },
    serialize(value, options) {
      return base.serialize(value === "" || value === null || value === undefined ? "" : seal(value), options);
    },
  };
}

/** The session cookie's name: an answer that sets it already carries the session it means. */
export const sessionCookieName = "__session";

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: sealedCookie(
    createCookie(sessionCookieName, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies,
      maxAge: 60 * 60 * 12,
    }),
  ),
});

export type AppSession = Session<SessionData>;

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}
