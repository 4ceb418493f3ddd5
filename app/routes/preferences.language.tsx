// The language switch: the choice goes in a cookie that wins over the browser's language.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { languageCookie } from "~/core/i18n.server";
import { isLanguage } from "~/core/language";
import { safeRedirect } from "~/core/safe-redirect";
import { refuseCrossSite } from "~/core/same-origin.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const formData = await request.formData();
  const lng = formData.get("lng");
  const to = safeRedirect(formData.get("redirectTo"), "/");
  if (!isLanguage(lng)) return redirect(to);
  return redirect(to, { headers: { "Set-Cookie": await languageCookie.serialize(lng) } });
}
