// Server-side language detection and translation for loaders, actions and the document render.
import { createCookie } from "@remix-run/node";
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

export async function getTranslator(request: Request) {
  const language = await getLanguage(request);
  return { language, t: await i18nServer.getFixedT(language, "common") };
}
