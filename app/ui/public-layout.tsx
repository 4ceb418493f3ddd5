// The frame of the public and onboarding pages: no brand, a language switch, the content in a card.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

export function PublicLayout({ title, intro, children, wide }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex items-center justify-between px-6 py-4">
        <Link to="/" className="flex items-center gap-2 text-slate-800" aria-label={t("app.home")}>
          <Logo />
          <span className="font-semibold">{t("app.title")}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:pt-12">
        <div className={`w-full ${wide ? "max-w-2xl" : "max-w-md"} rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8`}>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {intro ? <div className="mt-2 text-sm text-slate-600">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
