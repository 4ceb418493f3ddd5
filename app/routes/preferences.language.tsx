// The language switch: the choice goes in a cookie that wins over the browser's language.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readControls, redirectToControl } from "~/core/http/form-controls.server";
import { languageCookie } from "~/core/i18n/i18n.server";
import { languages } from "~/ui/frame-kit";
import { safeRedirect } from "~/core/http/safe-redirect";
import { refuseCrossSite } from "~/core/http/same-origin.server";
import { readForm } from "~/core/http/request-body.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { lng, redirectTo } =
    readControls(await readForm(request), {
      lng: z.enum(languages).optional().catch(undefined),
      redirectTo: redirectToControl,
    }) ?? {};
  const to = safeRedirect(redirectTo, "/");
  if (!lng) return redirect(to);
  return redirect(to, { headers: { "Set-Cookie": await languageCookie.serialize(lng) } });
}
