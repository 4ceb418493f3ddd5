// The session keeps a copy of the user's rights (role, flags, venues) so a page needs no upstream call to know them;
// this module keeps that copy at most SESSION_RECHECK_SECONDS old (decision 027). When it is older, the guard reads
// `GET /users/me` with the user's token, rebuilds the user as sign-in does, and either goes on with the new rights (the
// session stored again, with the time of the check) or signs the user out, ending every session of theirs when no
// rights are left (decision 046). The loaders and the action of one request
// share one recheck; nothing outlives the request, so any process of any instance answers the next one.
import { json } from "@remix-run/node";
import { env } from "../config/env.server";
import { currentRequestKey } from "../upstream/request-timing.server";
import { needsRecheck, usableWhileUnchecked } from "./session-freshness";
import { commitSession, endSessionsOf, type AppSession, type AuthSession } from "./session.server";
import { statusForFailure, type UpstreamFailure, type UpstreamFailureBody } from "../upstream/upstream-failure";
import { callUpstream, requestIdOf, unauthorizedRedirect, UpstreamError } from "../upstream/upstream.server";
import { admittedUser, selectedVenue } from "./user";

const recheckMs = env.SESSION_RECHECK_SECONDS * 1000;

export type CurrentRights = { auth: AuthSession; venueId: string | undefined };

type Outcome =
  | ({ kind: "current" } & CurrentRights)
  /** Signed out: the token refused (401), the account disabled or gone, or no eligible role left (spec section 5). */
  | { kind: "signed-out"; noticeKey: string }
  /** The upstream could not answer and the copy is past its grace. */
  | { kind: "unavailable"; failure: UpstreamFailure };

/** One recheck per request: its loaders run in parallel, and an action's loaders follow it. */
const rechecks = new WeakMap<object, Promise<Outcome>>();
/** The cookie a recheck sealed, for the answer's Set-Cookie (entry.server.tsx). */
const resealed = new WeakMap<object, string>();

/**
 * What ties the calls of one request together: the server's per-request object (server/index.mjs runs every request
 * inside it), else the Request itself (remix-serve in development, unit tests).
 */
function requestKey(request: Request): object {
  return currentRequestKey() ?? request;
}

/**
 * The session's rights, read again from the upstream when the copy is too old. Throws the answer the user gets
 * instead: login (signed out, with a notice) or the upstream-failure page (the upstream cannot confirm them and the
 * copy is past its grace).
 */
export async function currentRights(request: Request, session: AppSession, auth: AuthSession): Promise<CurrentRights> {
  const now = Date.now();
  if (!needsRecheck(auth.checkedAt, now, recheckMs)) {
    return { auth, venueId: selectedVenue(auth.user, session.get("venueId")) };
  }
  const key = requestKey(request);
  let pending = rechecks.get(key);
  if (!pending) {
    pending = recheck(request, session, auth, now);
    rechecks.set(key, pending);
  }
  const outcome = await pending;
  if (outcome.kind === "current") return { auth: outcome.auth, venueId: outcome.venueId };
  // Each caller throws an answer of its own: a Response's body is read once.
  if (outcome.kind === "signed-out") throw await unauthorizedRedirect(request, outcome.noticeKey);
  const body: UpstreamFailureBody = { failure: outcome.failure };
  throw json(body, { status: statusForFailure(outcome.failure) });
}

/** The session cookie a recheck of this request sealed again, if any: the answer carries it to the browser. */
export function resealedSessionCookie(request: Request): string | undefined {
  return resealed.get(requestKey(request));
}

async function recheck(request: Request, session: AppSession, auth: AuthSession, now: number): Promise<Outcome> {
  let answer: unknown;
  try {
    ({ data: answer } = await callUpstream<unknown>({
      path: "/users/me",
      token: auth.token,
      signal: request.signal,
      requestId: requestIdOf(request),
    }));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 401) return { kind: "signed-out", noticeKey: "errors.unauthorized" };
    // The account is gone, or the upstream forbids it its own user: no rights are left.
    if (error.status === 403 || error.status === 404) return revoked(auth);
    return unconfirmed(request, session, auth, now, error.kind === "bad-request" ? "server" : error.kind);
  }
  const admitted = admittedUser(answer);
  if ("refused" in admitted) {
    if (admitted.refused === "malformed") return unconfirmed(request, session, auth, now, "malformed");
    return revoked(auth);
  }
  const user = admitted.user;
  // The venue chosen in the sidebar stays while it is still one of theirs; else the next one, else none.
  const venueId = selectedVenue(user, session.get("venueId"));
  const fresh: AuthSession = { ...auth, user, checkedAt: now };
  session.set("auth", fresh);
  if (venueId) session.set("venueId", venueId);
  else session.unset("venueId");
  resealed.set(requestKey(request), await commitSession(session));
  return { kind: "current", auth: fresh, venueId };
}

/**
 * The user has no rights left (disabled, gone, no eligible role): every session of theirs ends on the server at once
 * (decision 046), not only this one, so another device's copy of the rights is not used for its remaining minute.
 */
async function revoked(auth: AuthSession): Promise<Outcome> {
  await endSessionsOf(auth.user._id, "rights-revoked");
  return { kind: "signed-out", noticeKey: "sessionRecheck.revoked" };
}

/**
 * The upstream could not confirm the rights (5xx, time-out, unreachable, an answer that does not fit). Within the grace
 * the copy goes on, its time left as it was so the next request asks again; past it the request fails closed.
 */
function unconfirmed(
  request: Request,
  session: AppSession,
  auth: AuthSession,
  now: number,
  failure: UpstreamFailure | "unauthorized",
): Outcome {
  const kind: UpstreamFailure = failure === "unauthorized" ? "server" : failure;
  const copy =
    typeof auth.checkedAt === "number"
      ? `copy checked ${Math.round((now - auth.checkedAt) / 1000)} s ago`
      : "copy never checked";
  const where = `${request.method} ${new URL(request.url).pathname}`;
  if (usableWhileUnchecked(auth.checkedAt, now)) {
    console.warn(`[session] rights not rechecked for ${where} (${kind}): ${copy}, kept`);
    return { kind: "current", auth, venueId: selectedVenue(auth.user, session.get("venueId")) };
  }
  console.warn(`[session] rights not rechecked for ${where} (${kind}): ${copy}, refused`);
  return { kind: "unavailable", failure: kind };
}
