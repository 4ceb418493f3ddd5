// Server-side language detection and translation for loaders, actions and the document render.
import { createCookie } from "@remix-run/node";
import { createInstance, type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { secureCookies } from "./env.server";
import { i18nServerConfig } from "./locales.server";
import { chooseLanguage, fallbackLanguage, languages, type Language } from "./language";

export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: secureCookies,
  maxAge: 60 * 60 * 24 * 365,
});

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage,
    order: ["custom"],
    async findLocale(request) {
      const choice = await languageCookie.parse(request.headers.get("Cookie"));
      return chooseLanguage(choice, request.headers.get("Accept-Language"));
    },
  },
  i18next: i18nServerConfig,
});

export async function getLanguage(request: Request): Promise<Language> {
  return (await i18nServer.getLocale(request)) as Language;
}

// The translations are bundled and never change while the server runs, so one i18next instance per language serves
// every request: making one per loader and per render cost more than a page's upstream wait (see `npm run bench`).
const instances = new Map<Language, Promise<i18n>>();

/** The shared, initialised i18next instance of a language, for the document render and the loaders alike. */
export function i18nFor(language: Language): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .init({ ...i18nServerConfig, lng: language })
      .then(() => created);
    instances.set(language, instance);
  }
  return instance;
}

export async function getTranslator(request: Request): Promise<{ language: Language; t: TFunction<"common"> }> {
  const language = await getLanguage(request);
  return { language, t: (await i18nFor(language)).getFixedT(language, "common") };
}
