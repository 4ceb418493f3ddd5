// Sign-in (remix-auth form strategy over POST /auth) and the guards every loader and action starts with.
import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { loginSchema } from "~/domains/account/auth-schemas";
import { canAccess, landingFor, section, viewerOf, type SectionKey, type Viewer } from "./permissions";
import { loginPath, pathWithSearch } from "./safe-redirect";
import { refuseCrossSite } from "./same-origin.server";
import { getSession, sessionStorage, type AppSession, type AuthSession } from "./session.server";
import { basicAuthorization, callUpstream, UpstreamError, upstreamClient, type UpstreamClient } from "./upstream.server";
import { mayEnter, selectableVenues, toSessionUser, upstreamUserSchema, type SessionUser } from "./user";

export const authenticator = new Authenticator<AuthSession>(sessionStorage, { sessionKey: "auth" });

/** The translation key of why a sign-in failed; the login form shows it. */
export class SignInError extends Error {}

type AuthResponse = { token: string; refreshToken?: string; user: unknown };

/** Exchanges a provider's response for our session data, refusing plain users without an eligible role. */
export function toAuthSession(response: AuthResponse): AuthSession {
  const parsed = upstreamUserSchema.safeParse(response.user);
  if (!parsed.success || typeof response.token !== "string") throw new SignInError("errors.server");
  const user = toSessionUser(parsed.data);
  if (!mayEnter(user)) throw new SignInError("auth.notAllowed");
  return { token: response.token, refreshToken: response.refreshToken, user };
}

export function signInErrorKey(error: unknown): string {
  if (error instanceof SignInError) return error.message;
  if (error instanceof UpstreamError) {
    if (error.kind === "unauthorized") return "auth.wrongCredentials";
    if (error.kind === "bad-request") return /email/i.test(error.message) ? "auth.emailRequired" : "errors.badRequest";
    if (error.kind === "timeout") return "errors.timeout";
    return "errors.unavailable";
  }
  return "errors.unavailable";
}

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = loginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new SignInError("auth.emailRequired");
    try {
      const { data } = await callUpstream<AuthResponse>({
        method: "POST",
        path: "/auth",
        authorization: basicAuthorization(parsed.data.email, parsed.data.password),
      });
      return toAuthSession(data);
    } catch (error) {
      throw new SignInError(signInErrorKey(error));
    }
  }),
  "form",
);

export async function getAuth(request: Request): Promise<{ session: AppSession; auth: AuthSession | undefined }> {
  const session = await getSession(request);
  return { session, auth: session.get("auth") };
}

/** The venue a collaborator works at now: the one chosen in the sidebar if still allowed, else the first. */
export function selectedVenue(user: SessionUser, chosen: string | undefined): string | undefined {
  const venues = selectableVenues(user);
  return venues.find((venue) => venue.discoId === chosen)?.discoId ?? venues[0]?.discoId;
}

export type Signed = {
  auth: AuthSession;
  user: SessionUser;
  viewer: Viewer;
  venueId: string | undefined;
  api: UpstreamClient;
};

/** A signed-in user, or a redirect to login that remembers where they were going; a cross-site post is refused. */
export async function requireUser(request: Request): Promise<Signed> {
  refuseCrossSite(request);
  const { session, auth } = await getAuth(request);
  if (!auth) throw redirect(loginPath(request.method === "GET" ? pathWithSearch(request) : undefined));
  const venueId = auth.user.role === "user" ? selectedVenue(auth.user, session.get("venueId")) : undefined;
  return {
    auth,
    user: auth.user,
    viewer: viewerOf(auth.user, venueId),
    venueId,
    api: upstreamClient(request, auth.token),
  };
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

