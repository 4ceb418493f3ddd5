// The web app manifest: the back-office installs on a phone's home screen under a venue-neutral name and icon, and
// opens on the user's landing page (the door's phone then opens tonight's door from there).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getTranslator } from "~/core/i18n/i18n.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { t, language } = await getTranslator(request);
  const manifest = {
    name: t("app.title"),
    short_name: t("app.title"),
    lang: language,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: "#4f46e5",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any maskable" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
