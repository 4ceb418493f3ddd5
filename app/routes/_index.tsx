// The entry route (spec section 2): login when signed out, else the role's landing page.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getAuth, landingOrLogin, selectedVenue } from "~/core/auth.server";
import { viewerOf } from "~/core/permissions";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, auth } = await getAuth(request);
  if (!auth) return redirect("/login");
  return redirect(landingOrLogin(viewerOf(auth.user, selectedVenue(auth.user, session.get("venueId")))));
}
