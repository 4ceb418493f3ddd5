// The entry route (spec section 2): login when signed out, else the role's landing page; the night staff's is
// tonight's event's own tab when there is one (decision 030), which costs them one read of the events.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getAuth, landingOrLogin, requireUser, selectedVenue } from "~/core/auth/auth.server";
import { landingPath } from "~/core/auth/landing.server";
import { nightTabFor } from "~/core/access/navigation";
import { viewerOf } from "~/core/access/permissions";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, auth } = await getAuth(request);
  if (!auth) return redirect("/login");
  const viewer = viewerOf(auth.user, selectedVenue(auth.user, session.get("venueId")));
  if (!nightTabFor(viewer)) return redirect(landingOrLogin(viewer));
  return redirect(await landingPath(await requireUser(request)));
}
