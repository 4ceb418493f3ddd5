// i18next settings of the server render. The strings are not here: the server holds both languages
// (locales.server.ts); the browser fetches only the language of the page, for a translator of its own (decision 039).
import type { InitOptions } from "i18next";
import { fallbackLanguage, languages } from "./language";

export const i18nConfig = {
  supportedLngs: [...languages],
  fallbackLng: fallbackLanguage,
  defaultNS: "common",
  ns: ["common"],
  // React escapes what it renders.
  interpolation: { escapeValue: false },
} satisfies InitOptions;
