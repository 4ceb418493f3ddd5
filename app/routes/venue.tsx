// A collaborator picks the venue they work at now; menus and permissions follow their role there (spec section 6).
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireUser } from "~/core/auth/auth.server";
import { landingOrEntry } from "~/core/auth/landing.server";
import { readControls, redirectToControl } from "~/core/http/form-controls.server";
import { canAccess, viewerOf } from "~/core/access/permissions";
import { sectionForPath } from "~/core/access/navigation";
import { safeRedirect } from "~/core/http/safe-redirect";
import { commitSession, getSession } from "~/core/auth/session.server";
import { selectableVenues } from "~/core/auth/user";
import { readForm } from "~/core/http/request-body.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, auth } = await requireUser(request);
  // The venue is one of the selector's own options; anything else is ignored below.
  const { venueId = "", redirectTo } =
    readControls(await readForm(request), { venueId: z.string().optional(), redirectTo: redirectToControl }) ?? {};
  const session = await getSession(request);
  // The rights as the guard has just confirmed them (read again when the copy was old), not the cookie's copy.
  session.set("auth", auth);
  if (selectableVenues(user).some((venue) => venue.discoId === venueId)) session.set("venueId", venueId);
  const viewer = viewerOf(user, session.get("venueId"));
  // Stay on the page when the new role there may still see it; else go to the landing of that role.
  const back = safeRedirect(redirectTo, "/");
  const backSection = sectionForPath(new URL(back, "http://x").pathname);
  const to = backSection && canAccess(backSection, viewer) ? back : landingOrEntry(viewer);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}
