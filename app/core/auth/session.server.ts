// Sessions that end (decision 046): each session is a row of the back-office's database (Remix's
// createSessionStorage over session-store.server.ts), and the cookie holds only its signed id (HttpOnly, SameSite=Lax,
// Secure in production). Every read enforces the absolute lifetime (SESSION_MAX_AGE_S, one working night) and the
// idle timeout (SESSION_IDLE_S) on the server, so a copied cookie is worth nothing once the session ended: at logout,
// at a password change, when the rights recheck finds the rights gone, or from the signed-in devices page.
// The session's data (the upstream token among it) is sealed at rest with AES-256-GCM (`seal`), never in the cookie.
//
// For the door's offline copy: `sessionDeadline(session)` gives the end the server will enforce, and
// `sessionKey(session)` a stable opaque key of the session that is not its id.
import crypto from "node:crypto";
import { createCookie, createSession, createSessionStorage, type Session } from "@remix-run/node";
import { env, secureCookies } from "../config/env.server";
import { database } from "../db/database.server";
import {
  createSessionRow,
  endSessionRow,
  endSessionsOfUser,
  pruneSessions,
  readSessionRow,
  updateSessionRow,
  type EndReason,
  type SessionLimits,
  type SessionTimes,
} from "../db/session-store.server";
import { clientAddress, truncatedAddress } from "../http/client-address.server";
import { currentRequestKey } from "../upstream/request-timing.server";
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

/** The browser a session was made for, noted by `getSession` and kept in the row's own columns at sign-in. */
export type SessionDevice = { userAgent: string; ip: string | null };

type SessionData = {
  auth: AuthSession;
  venueId: string;
  /** Set by `getSession(request)`; read when the session is first stored, never stored in the data itself. */
  device: SessionDevice;
  /** The row's times as read for this request; never stored in the data itself. */
  times: SessionTimes;
};

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

/** The session cookie's name: an answer that sets it already carries the session it means. */
export const sessionCookieName = "__session";

/** The lifetimes every read enforces (SESSION_MAX_AGE_S, SESSION_IDLE_S). */
export const sessionLimits: SessionLimits = {
  maxAgeMs: env.SESSION_MAX_AGE_S * 1000,
  idleMs: env.SESSION_IDLE_S * 1000,
};

/**
 * A session's key: the first 32 hex digits (128 bits) of the SHA-256 of its id. The database row is stored under it,
 * the devices page names sessions by it, and the door's offline copy may keep it: none of them holds the id itself,
 * which with the cookie's signature is what opens the session.
 */
export function keyOfId(id: string): string {
  return crypto.createHash("sha256").update(id).digest("hex").slice(0, 32);
}

/**
 * A stable, opaque key of the session (for the door's offline copy, decision 046): the same for the session's whole
 * life, different for every session, and not its id (a SHA-256 of it, truncated). Undefined for a session not stored
 * yet (no sign-in).
 */
export function sessionKey(session: AppSession): string | undefined {
  return session.id ? keyOfId(session.id) : undefined;
}

/**
 * When the server will end this session, ISO-8601 UTC (for the door's offline copy, decision 046): `absoluteEnd` is
 * fixed at sign-in (plus SESSION_MAX_AGE_S); `idleEnd` is when it ends unless used again (its last use as the server
 * recorded it, plus SESSION_IDLE_S), never past `absoluteEnd`. A request moves `idleEnd` on: the server records a use
 * at most once a minute, so it may read up to a minute earlier than the request's own time plus the idle timeout.
 */
export function sessionDeadline(session: AppSession, now = Date.now()): { absoluteEnd: string; idleEnd: string } {
  const times = session.get("times");
  const absolute = times ? Date.parse(times.expiresAt) : now + sessionLimits.maxAgeMs;
  const lastSeen = times ? Date.parse(times.lastSeenAt) : now;
  return {
    absoluteEnd: new Date(absolute).toISOString(),
    idleEnd: new Date(Math.min(absolute, lastSeen + sessionLimits.idleMs)).toISOString(),
  };
}

/** Sessions over for a day are removed, at most once every ten minutes per process, when one is created. */
const pruneEveryMs = 10 * 60_000;
const keepEndedMs = 86_400_000;
let prunedAt = 0;

function pruneNowAndThen(db: Awaited<ReturnType<typeof database>>, now: number) {
  if (now - prunedAt < pruneEveryMs) return;
  prunedAt = now;
  pruneSessions(db, keepEndedMs, now).catch((error: unknown) =>
    console.warn(`[session] pruning failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/** What of the data is stored: without the request's device and the row's times (columns of their own). */
function storedData(data: Partial<SessionData>): Partial<SessionData> {
  const { device: _device, times: _times, ...stored } = data;
  return stored;
}

/** Why `destroySession` ends a session, when it is not a logout (a refused token, revoked rights). */
const endReasons = new Map<string, EndReason>();

export const sessionStorage = createSessionStorage<SessionData>({
  cookie: createCookie(sessionCookieName, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    secrets: [env.SESSION_SECRET],
    // The browser forgets it when the server would refuse it anyway.
    maxAge: env.SESSION_MAX_AGE_S,
  }),
  async createData(data) {
    const id = crypto.randomBytes(32).toString("base64url");
    const db = await database();
    const now = Date.now();
    const device = data.device;
    await createSessionRow(
      db,
      {
        key: keyOfId(id),
        userId: data.auth?.user._id ?? "",
        venueId: data.venueId ?? null,
        userAgent: device?.userAgent ?? "",
        ip: device?.ip ?? null,
        data: seal(storedData(data)),
      },
      sessionLimits,
      now,
    );
    pruneNowAndThen(db, now);
    return id;
  },
  async readData(id) {
    // Not an id we made (base64url of 32 bytes): no query for it.
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
    const row = await readSessionRow(await database(), keyOfId(id), sessionLimits);
    if (!row) return null;
    const data = unseal(row.data) as Partial<SessionData> | null;
    if (!data || typeof data !== "object") return null;
    return { ...data, times: row.times };
  },
  async updateData(id, data) {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return;
    await updateSessionRow(await database(), keyOfId(id), {
      data: seal(storedData(data)),
      venueId: data.venueId ?? null,
      userId: data.auth?.user._id,
    });
  },
  async deleteData(id) {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return;
    await endSessionRow(await database(), keyOfId(id), endReasons.get(id) ?? "logout");
    endReasons.delete(id);
  },
});

export type AppSession = Session<SessionData>;

/** The request's browser, as the devices page names it and the row keeps it. */
function deviceOf(request: Request): SessionDevice {
  return {
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, 300),
    ip: truncatedAddress(clientAddress()),
  };
}

/**
 * The sessions the loaders of one request read (the root's, the layout's, the page's): one database read for all of
 * them, by the request's own object, dropped at any write of a session in the request.
 */
const readsOfRequest = new WeakMap<object, Map<string, Promise<{ id: string; data: Partial<SessionData> }>>>();

/** The request's session: the live one its cookie names, else a new, empty one (stored once something is set). */
export async function getSession(request: Request): Promise<AppSession> {
  const cookie = request.headers.get("Cookie");
  const key = currentRequestKey();
  let session: AppSession;
  if (key) {
    let reads = readsOfRequest.get(key);
    if (!reads) readsOfRequest.set(key, (reads = new Map()));
    let read = reads.get(cookie ?? "");
    if (!read) {
      read = sessionStorage.getSession(cookie).then((stored) => ({ id: stored.id, data: stored.data }));
      reads.set(cookie ?? "", read);
      // A read that failed is not kept: the next loader tries again.
      read.catch(() => reads.delete(cookie ?? ""));
    }
    const { id, data } = await read;
    // Each caller gets a session of its own to change; the values it holds are replaced, never changed in place.
    session = createSession<SessionData>({ ...data } as SessionData, id);
  } else {
    session = await sessionStorage.getSession(cookie);
  }
  session.set("device", deviceOf(request));
  return session;
}

/** Forgets what this request read of sessions: it has just written one. */
function forgetReads() {
  const key = currentRequestKey();
  if (key) readsOfRequest.delete(key);
}

/**
 * A new, empty session for the request's browser, whatever its cookie names: what sign-in fills, so a session id
 * a browser held before signing in is never the signed-in one (session fixation).
 */
export async function newSession(request: Request): Promise<AppSession> {
  const session = await sessionStorage.getSession();
  session.set("device", deviceOf(request));
  return session;
}

export function commitSession(session: AppSession): Promise<string> {
  forgetReads();
  return sessionStorage.commitSession(session);
}

/** Ends the session on the server and answers the Set-Cookie that clears it; `reason` is kept on the row. */
export async function destroySession(session: AppSession, reason: EndReason = "logout"): Promise<string> {
  if (session.id) endReasons.set(session.id, reason);
  forgetReads();
  try {
    return await sessionStorage.destroySession(session);
  } finally {
    if (session.id) endReasons.delete(session.id);
  }
}

/** Ends every live session of a user (but the one with `exceptKey`), on the server at once; answers how many. */
export async function endSessionsOf(userId: string, reason: EndReason, exceptKey?: string): Promise<number> {
  forgetReads();
  return endSessionsOfUser(await database(), userId, reason, { exceptKey });
}

/** Ends one session by its key (the devices page); true when it was live. */
export async function endSessionByKey(key: string, reason: EndReason): Promise<boolean> {
  forgetReads();
  return endSessionRow(await database(), key, reason);
}

/**
 * The current device's session after a password change (decision 046): the same data under a new id, the old
 * session ended with every other of the user's. Answers the Set-Cookie of the new one.
 */
export async function renewSession(request: Request, session: AppSession, reason: EndReason): Promise<string> {
  const auth = session.get("auth");
  const fresh = await newSession(request);
  if (auth) {
    await endSessionsOf(auth.user._id, reason);
    fresh.set("auth", auth);
  }
  const venueId = session.get("venueId");
  if (venueId) fresh.set("venueId", venueId);
  return commitSession(fresh);
}
