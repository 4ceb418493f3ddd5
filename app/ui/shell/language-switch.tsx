// Switches the interface language with a plain form post; the choice is kept in a cookie and wins over the browser's.
// The page reloads as a document even with JavaScript: the browser holds the strings of one language only.
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { languages } from "~/core/i18n/language";

export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/preferences/language"
      reloadDocument
      className={className}
      aria-label={t("language.label")}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div className="flex overflow-hidden rounded-md ring-1 ring-slate-300">
        {languages.map((language) => {
          const current = i18n.language === language;
          return (
            <button
              key={language}
              type="submit"
              name="lng"
              value={language}
              lang={language}
              aria-pressed={current}
              title={t(`language.${language}`)}
              className={`px-2 py-1 text-xs font-semibold uppercase ${current ? "bg-slate-800 text-white" : "bg-white text-slate-700 hover:bg-slate-100"}`}
            >
              {language}
            </button>
          );
        })}
      </div>
    </Form>
  );
}
