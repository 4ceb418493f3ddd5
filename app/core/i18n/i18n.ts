// i18next settings shared by the server render and the browser. The strings are not here: the server holds both
// languages (locales.server.ts), the browser fetches only the language of the page (entry.client.tsx).
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
