// i18next settings shared by the server render and the browser, so both speak with the same resources.
import type { InitOptions } from "i18next";
import en from "~/locales/en/common.json";
import it from "~/locales/it/common.json";
import { fallbackLanguage, languages } from "./language";

export const resources = { it: { common: it }, en: { common: en } } as const;

export const i18nConfig = {
  supportedLngs: [...languages],
  fallbackLng: fallbackLanguage,
  defaultNS: "common",
  ns: ["common"],
  resources,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
} satisfies InitOptions;
