// The frame of the public and onboarding pages: no brand, a language switch, the Login entry for who is signed out,
// the content in a card. With FEATURE_LOGIN_DIALOG the entry opens the persistent login dialog over the page: the
// dialog is the page's URL with `?login=1`, so it works without JavaScript too.
import { Link, useLocation, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { loader as rootLoader } from "~/root";
import { LanguageSwitch, Logo } from "~/ui/frame-kit";
import { LoginDialogForm } from "./login-form";
import { RouteDialog } from "~/ui/forms/route-dialog";

export function PublicLayout({
  title,
  intro,
  children,
  wide,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const login = useLoginEntry();
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex items-center justify-between gap-4 px-6 py-4">
        <Link to="/" className="flex items-center gap-2 text-slate-800" aria-label={t("app.home")}>
          <Logo />
          <span className="font-semibold">{t("app.title")}</span>
        </Link>
        <div className="flex items-center gap-4">
          <LanguageSwitch />
          {login ? (
            <Link to={login.href} className="text-sm font-medium text-brand-700 hover:underline" preventScrollReset>
              {t("profiles.login.entry")}
            </Link>
          ) : null}
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:pt-12">
        <div
          className={`w-full ${wide ? "max-w-2xl" : "max-w-md"} rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8`}
        >
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {intro ? <div className="mt-2 text-sm text-slate-600">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </main>
      {login?.open ? (
        <RouteDialog title={t("profiles.login.title")}>
          <p className="mb-4 text-sm text-slate-600">{t("profiles.login.intro")}</p>
          <LoginDialogForm redirectTo={login.redirectTo} />
        </RouteDialog>
      ) : null}
    </div>
  );
}

/** The header's Login entry of a signed-out visitor (none on the login page itself), and whether its dialog is open. */
function useLoginEntry(): { href: string; open: boolean; redirectTo: string } | null {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  const [searchParams] = useSearchParams();
  if (!root || root.login.signedIn || location.pathname === "/login") return null;
  const redirectTo = searchParams.get("redirectTo") ?? "";
  if (!root.login.dialog)
    return { href: redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login", open: false, redirectTo };
  const withDialog = new URLSearchParams(searchParams);
  withDialog.set("login", "1");
  return { href: `${location.pathname}?${withDialog}`, open: searchParams.get("login") === "1", redirectTo };
}
