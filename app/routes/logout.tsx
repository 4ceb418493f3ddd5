// Logout is a POST (spec section 2): it ends the session on the server (a copy of its cookie opens nothing after),
// clears the user data, venue and saved filters alike, and goes to login.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { destroySession, getSession } from "~/core/auth/session.server";
import { refuseCrossSite } from "~/core/http/same-origin.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const session = await getSession(request);
  // What a door's phone kept for a night without network goes on the login page this leads to (root.tsx). A
  // Clear-Site-Data header here did it too, but made the redirect of the script's post unreliable in Chromium's tests.
  return redirect("/login", { headers: { "Set-Cookie": await destroySession(session, "logout") } });
}
