// Signing in with email and password: remix-auth's form strategy over POST /auth (spec sections 5 and 8), and the
// translation key of why a sign-in failed. The guards that read the session it makes are core's (auth.server.ts).
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { sessionStorage, type AuthSession } from "~/core/auth/session.server";
import { basicAuthorization, callUpstream, requestIdOf, UpstreamError } from "~/core/upstream/upstream.server";
import { admittedUser } from "~/core/auth/user";
import { badRequestText } from "~/core/upstream/server-messages";
import { loginSchema } from "./auth-schemas";

export const authenticator = new Authenticator<AuthSession>(sessionStorage, { sessionKey: "auth" });

/** The translation key of why a sign-in failed; the login form shows it. */
export class SignInError extends Error {}

type AuthResponse = { token: string; refreshToken?: string; user: unknown };

/** Exchanges a provider's response for our session data, refusing plain users without an eligible role. */
export function toAuthSession(response: AuthResponse, now = Date.now()): AuthSession {
  const admitted = admittedUser(response.user);
  if ("refused" in admitted) {
    throw new SignInError(admitted.refused === "malformed" ? "errors.server" : "auth.notAllowed");
  }
  if (typeof response.token !== "string") throw new SignInError("errors.server");
  // The rights were just read from the upstream: the first recheck is due a minute from now.
  return { token: response.token, refreshToken: response.refreshToken, user: admitted.user, checkedAt: now };
}

export function signInErrorKey(error: unknown): string {
  if (error instanceof SignInError) return error.message;
  if (error instanceof UpstreamError) {
    if (error.kind === "unauthorized") return "auth.wrongCredentials";
    if (error.kind === "bad-request") return badRequestText(error.serverMessage);
    if (error.kind === "timeout") return "errors.timeout";
    return "errors.unavailable";
  }
  return "errors.unavailable";
}

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = loginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new SignInError("auth.emailRequired");
    try {
      const { data } = await callUpstream<AuthResponse>({
        method: "POST",
        path: "/auth",
        authorization: basicAuthorization(parsed.data.email, parsed.data.password),
        requestId: requestIdOf(request),
      });
      return toAuthSession(data);
    } catch (error) {
      throw new SignInError(signInErrorKey(error));
    }
  }),
  "form",
);
