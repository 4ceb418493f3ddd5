// The strings of one language for the browser's i18next. The versioned address is immutable; any other is revalidated.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "~/ui/frame-kit";
import { localesVersion, resources } from "~/core/i18n/locales.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  if (!isLanguage(params.lng)) throw new Response("Not found", { status: 404 });
  const current = new URL(request.url).searchParams.get("v") === localesVersion;
  return json(resources[params.lng].common, {
    headers: { "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache" },
  });
}
