// The document: language, notices, the pending bar and the one error boundary.
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect } from "react";
import { islandsLoaded, GeneralErrorBoundary, layoutStaysOnLivePage, Toasts } from "~/ui/frame-kit";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { getAuth } from "~/core/auth/auth.server";
import { flags } from "~/core/config/flags.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { localesHref } from "~/core/i18n/locales.server";
import { takeNotice } from "~/core/shell/notice.server";
import { getTheme } from "~/core/shell/preferences.server";
import stylesheet from "./tailwind.css";
import { dropKeptNight } from "~/domains/reservations/door-offline";
import { useNonce } from "~/ui/shell/nonce";
import { PendingBar } from "~/ui/shell/pending-bar";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable on a phone's home screen (the door's phone above all), under a venue-neutral name and icon.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icon-192.png" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ language, t }, { notice, headers }, { auth }, theme] = await Promise.all([
    getTranslator(request),
    takeNotice(request),
    getAuth(request),
    getTheme(request),
  ]);
  // The public pages' header offers Login to who is signed out: the page, or the login dialog (FEATURE_LOGIN_DIALOG).
  const login = { signedIn: Boolean(auth), dialog: flags.loginDialog };
  // data(), not json(): single fetch encodes it once, with the notice's cookie header.
  return data(
    { language, theme, localesHref: localesHref(language), notice, appTitle: t("app.title"), login },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.appTitle ?? "Back-office" }];

export const handle = { i18n: "common" };

/** A live page reading itself again (live-data.ts) leaves the document's data (language, theme, notice) as it is. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  !layoutStaysOnLivePage(args) && args.defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const { i18n } = useTranslation();
  const language = data?.language ?? i18n.language ?? "it";
  useChangeLanguage(language);
  // The browser's i18next fetches the strings of this language: asked for at once, alongside the scripts.
  const strings = data?.localesHref ?? `/locales/${language}`;
  return (
    <html
      lang={language}
      dir="ltr"
      className="h-full bg-slate-50 print:bg-white"
      data-locales={strings}
      // A chosen theme; without one the stylesheet follows the device (prefers-color-scheme).
      data-theme={data?.theme === "system" ? undefined : data?.theme}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="preload" as="fetch" href={strings} crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body className="h-full text-slate-900 antialiased">
        <PendingBar />
        {children}
        <Toasts notice={data?.notice ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Development only (`npm run dev`): reloads the page when a change is rebuilt; renders nothing in production. */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // A mark that the page is interactive, its islands' code drawn too (decision 059): browser tests wait for it before
  // using what only JavaScript adds.
  useEffect(() => {
    void islandsLoaded().then(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  // Signed out (after a logout, or a session that ended): nothing a door's phone kept stays.
  const signedIn = useRouteLoaderData<typeof loader>("root")?.login.signedIn;
  useEffect(() => {
    if (signedIn === false) void dropKeptNight().catch(() => undefined);
  }, [signedIn]);
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
