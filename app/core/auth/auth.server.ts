// The guards every loader and action starts with: who is signed in, at which venue, and may they open this section.
// Signing in itself (remix-auth's form strategy over POST /auth) is the account domain's: authenticator.server.ts.
import { redirect } from "@remix-run/node";
import { canAccess, section, viewerOf, type SectionKey, type Viewer } from "../access/permissions";
import { landingFor } from "../access/navigation";
import { loginPath, pathWithSearch } from "../http/safe-redirect";
import { reachedVenue } from "../access/row-scope";
import { refuseCrossSite } from "../http/same-origin.server";
import { currentRights } from "./session-recheck.server";
import { getSession, sessionKey, type AppSession, type AuthSession } from "./session.server";
import { auditTrailFor, type AuditActor } from "../audit/audit.server";
import { currentRequestKey } from "../upstream/request-timing.server";
import { upstreamClient, type UpstreamClient } from "../upstream/upstream.server";
import type { SessionUser } from "./user";

export { selectedVenue } from "./user";

export async function getAuth(request: Request): Promise<{ session: AppSession; auth: AuthSession | undefined }> {
  const session = await getSession(request);
  return { session, auth: session.get("auth") };
}

export type Signed = {
  auth: AuthSession;
  user: SessionUser;
  viewer: Viewer;
  venueId: string | undefined;
  api: UpstreamClient;
  /** For a format, the events it is the format of (row-scope.ts); read once per request, before any of its pages. */
  formatEvents?: readonly string[];
  /** The session's opaque key (session.server.ts): what outlives the request checks it is still live (a bulk run). */
  sessionKey?: string;
};

/**
 * A signed-in user, or a redirect to login that remembers where they were going; a cross-site post is refused. The
 * rights are the upstream's of at most a minute ago (session-recheck.server.ts): a user disabled or left without an
 * eligible role is sent to login here.
 */
export async function requireUser(request: Request): Promise<Signed> {
  refuseCrossSite(request);
  const { session, auth: sealed } = await getAuth(request);
  if (!sealed) throw redirect(loginPath(request.method === "GET" ? pathWithSearch(request) : undefined));
  const { auth, venueId } = await currentRights(request, session, sealed);
  // Every write through this client goes to the audit trail as this user's, at this venue.
  // For anyone but an admin, list counts are probed for the scope's filters (decision 049).
  const api = upstreamClient(request, auth.token, auditTrailFor(auditActorOf(auth.user, venueId)), {
    probes: auth.user.role !== "admin",
  });
  return {
    auth,
    user: auth.user,
    viewer: viewerOf(auth.user, venueId),
    venueId,
    api,
    sessionKey: sessionKey(session),
    ...(auth.user.role === "format" ? { formatEvents: await formatEventsOnce(api, auth.user.discoId) } : {}),
  };
}

/** How many of a format's events it reaches from its lists (the newest first): enough for years of nights. */
export const formatEventLimit = 300;

// The loaders of one page run side by side: they share one read of the format's events. Keyed by the request's own
// object, so nothing outlives it or crosses users.
const formatEventReads = new WeakMap<object, Promise<readonly string[]>>();

/** The events a format is the format of (the events' `format`), whatever venue hosts them. */
function formatEventsOnce(api: UpstreamClient, formatId: string | undefined): Promise<readonly string[]> {
  if (!formatId) return Promise.resolve([]);
  const read = () =>
    api
      // Only the rows are used, never the count: not probed (decision 049).
      .list<{ _id: string }>(
        "/events",
        { format: formatId, sort: "-startDate", limit: formatEventLimit },
        { uncounted: true },
      )
      .then(({ items }) => items.map((event) => event._id));
  const key = currentRequestKey();
  if (!key) return read();
  let events = formatEventReads.get(key);
  if (!events) formatEventReads.set(key, (events = read()));
  return events;
}

/** Who the audit trail names for a user's writes: the user, and the venue they work at (null for an admin). */
export function auditActorOf(user: SessionUser, venueId: string | undefined): AuditActor {
  return { userId: user._id, email: user.email, role: user.role, venueId: reachedVenue({ user, venueId }) ?? null };
}

export function notFound(): Response {
  return new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/** The guard of every section's loader and action: login when signed out, not-found when the role may not (spec section 6). */
export async function requireAccess(request: Request, key: SectionKey): Promise<Signed> {
  const signed = await requireUser(request);
  if (!canAccess(section(key), signed.viewer)) throw notFound();
  return signed;
}

export function landingOrLogin(viewer: Viewer): string {
  return landingFor(viewer) ?? "/login";
}
