// The session is a signed, HttpOnly cookie: the upstream token never reaches browser scripts, and the server keeps no state.
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { env, secureCookies } from "./env.server";
import type { SessionUser } from "./user";

export type AuthSession = { token: string; refreshToken?: string; user: SessionUser };

type SessionData = { auth: AuthSession; venueId: string };

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: "__session",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    secrets: [env.SESSION_SECRET],
    maxAge: 60 * 60 * 12,
  },
});

export type AppSession = Session<SessionData>;

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}
