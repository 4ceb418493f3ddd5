// One-shot notices (spec section 9: top-right toasts) carried across a redirect in a cookie of their own, read once by the root.
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { auditFailedInThisRequest } from "../audit/audit.server";
import { env, secureCookies } from "../config/env.server";
import { noticeSchema, type Notice, type ShownNotice } from "./notice";

const noticeStorage = createCookieSessionStorage({
  cookie: {
    name: "__notice",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    secrets: [env.SESSION_SECRET],
  },
});

const noticeKey = "notice";

export async function noticeCookie(notice: Notice): Promise<string> {
  const session = await noticeStorage.getSession();
  session.flash(noticeKey, noticeSchema.parse(notice));
  return noticeStorage.commitSession(session);
}

export async function redirectWithNotice(url: string, notice: Notice, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  // The change was made upstream, but the audit trail could not record it: the user is told, not left to guess.
  const shown = auditFailedInThisRequest() ? { ...notice, also: "audit.notRecorded" } : notice;
  headers.append("Set-Cookie", await noticeCookie(shown));
  return redirect(url, { ...init, headers });
}

/** Reads the pending notice, if any, and the header that clears it. */
export async function takeNotice(request: Request): Promise<{ notice: ShownNotice | null; headers: Headers }> {
  const session = await noticeStorage.getSession(request.headers.get("Cookie"));
  // Ask before reading: reading a flash value removes it from the session.
  const pending = session.has(noticeKey);
  const parsed = z.optional(noticeSchema).safeParse(session.get(noticeKey));
  const headers = new Headers();
  if (pending) headers.append("Set-Cookie", await noticeStorage.destroySession(session));
  return { notice: parsed.success ? (parsed.data ?? null) : null, headers };
}
