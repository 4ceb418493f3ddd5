// Logout is a POST (spec section 2): it clears the session, user data, venue and saved filters alike, and goes to login.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getSession, sessionStorage } from "~/core/session.server";
import { refuseCrossSite } from "~/core/same-origin.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const session = await getSession(request);
  return redirect("/login", {
    headers: {
      "Set-Cookie": await sessionStorage.destroySession(session),
      // What a door's phone kept for a night without network (its pages, tonight's guests, waiting check-ins) goes too.
      "Clear-Site-Data": '"cache", "storage"',
    },
  });
}
