// Keeps the sidebar open or closed across visits (spec section 9: the drawer state persists).
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { drawerCookie } from "~/core/preferences.server";
import { safeRedirect } from "~/core/safe-redirect";
import { refuseCrossSite } from "~/core/same-origin.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const formData = await request.formData();
  const drawer = formData.get("drawer") === "closed" ? "closed" : "open";
  const headers = { "Set-Cookie": await drawerCookie.serialize(drawer) };
  // A fetcher (JavaScript) only needs the cookie; a plain form post goes back where it came from.
  if (new URL(request.url).searchParams.has("_data")) return json({ drawer }, { headers });
  return redirect(safeRedirect(formData.get("redirectTo"), "/"), { headers });
}
