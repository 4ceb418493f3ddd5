// What every successful sign-in does (password or social): keep the session, pick the venue, greet, go where asked.
import { redirect } from "@remix-run/node";
import { selectedVenue } from "~/core/auth/auth.server";
import { landingOrEntry } from "~/core/auth/landing.server";
import { flags } from "~/core/config/flags.server";
import { noticeCookie } from "~/core/shell/notice.server";
import { isProfileComplete } from "./profile-completion";
import { viewerOf } from "~/core/access/permissions";
import { safeRedirect } from "~/core/http/safe-redirect";
import { commitSession, newSession, type AuthSession } from "~/core/auth/session.server";
import { displayName } from "~/core/auth/user";

/**
 * Where a user already signed in lands (the login page sends them on): kept here, server-side, so the login page's
 * browser code does not download the permissions table for its loader (decision 039).
 */
export function landingOfSignedIn(user: AuthSession["user"], venueId: string | undefined): string {
  return landingOrEntry(viewerOf(user, venueId));
}

export async function completeSignIn(request: Request, auth: AuthSession, redirectTo: string | undefined | null) {
  // A new session, whatever the browser held before (session fixation): the old one, if any, stays as it was.
  const session = await newSession(request);
  session.set("auth", auth);
  const venueId = selectedVenue(auth.user, undefined);
  if (venueId) session.set("venueId", venueId);
  else session.unset("venueId");
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(session));
  headers.append(
    "Set-Cookie",
    await noticeCookie({
      type: "positive",
      key: "auth.welcome",
      values: { name: auth.user.name || displayName(auth.user) },
    }),
  );
  const target = safeRedirect(redirectTo, landingOfSignedIn(auth.user, venueId));
  // FEATURE_PROFILE_COMPLETION: an incomplete profile goes to its dialog first, the welcome notice with it.
  const to =
    flags.profileCompletion && !isProfileComplete(auth.user)
      ? `/complete-profile?${new URLSearchParams({ redirectTo: target })}`
      : target;
  return redirect(to, { headers });
}
