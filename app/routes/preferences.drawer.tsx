// Keeps the sidebar open or closed across visits (spec section 9: the drawer state persists).
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readControls, redirectToControl } from "~/core/http/form-controls.server";
import { drawerCookie } from "~/core/shell/preferences.server";
import { safeRedirect } from "~/core/http/safe-redirect";
import { refuseCrossSite } from "~/core/http/same-origin.server";
import { readForm } from "~/core/http/request-body.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const {
    drawer = "open",
    redirectTo,
    via,
  } = readControls(await readForm(request), {
    drawer: z.enum(["open", "closed"]).catch("open"),
    redirectTo: redirectToControl,
    via: z.literal("fetcher").optional().catch(undefined),
  }) ?? {};
  const headers = { "Set-Cookie": await drawerCookie.serialize(drawer) };
  // A fetcher (the hydrated page marks its post) only needs the cookie; a plain form post goes back where it came from.
  if (via === "fetcher") return json({ drawer }, { headers });
  return redirect(safeRedirect(redirectTo, "/"), { headers });
}
