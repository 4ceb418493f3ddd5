// The strings of both languages, for the server render, and the address the browser fetches its language from:
// versioned by a hash of the strings, so it is cached for good and a new deploy is a new address.
import crypto from "node:crypto";
import en from "~/locales/en/common.json";
import it from "~/locales/it/common.json";
import { i18nConfig } from "./i18n";
import type { Language } from "./language";

export const resources = { it: { common: it }, en: { common: en } } as const;

export const i18nServerConfig = { ...i18nConfig, resources };

export const localesVersion = crypto.createHash("sha256").update(JSON.stringify(resources)).digest("hex").slice(0, 12);

export function localesHref(language: Language): string {
  return `/locales/${language}?v=${localesVersion}`;
}
