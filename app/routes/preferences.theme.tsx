// The theme switch of the profile menu: the choice goes in a cookie read when the document is rendered, so the page
// is drawn in its theme from the first byte, with or without JavaScript. "system" forgets the choice.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readControls, redirectToControl } from "~/core/http/form-controls.server";
import { themeCookie } from "~/core/shell/preferences.server";
import { safeRedirect } from "~/core/http/safe-redirect";
import { refuseCrossSite } from "~/core/http/same-origin.server";
import { themes } from "~/core/shell/theme";
import { readForm } from "~/core/http/request-body.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const { theme, redirectTo } =
    readControls(await readForm(request), {
      theme: z.enum(themes).optional().catch(undefined),
      redirectTo: redirectToControl,
    }) ?? {};
  const to = safeRedirect(redirectTo, "/");
  if (!theme) return redirect(to);
  const cookie =
    theme === "system" ? await themeCookie.serialize("", { maxAge: 0 }) : await themeCookie.serialize(theme);
  return redirect(to, { headers: { "Set-Cookie": cookie } });
}
