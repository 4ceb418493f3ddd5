// Server-side language detection and translation for loaders, actions and the document render.
import { createCookie } from "@remix-run/node";
import { createInstance, type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { secureCookies } from "../config/env.server";
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
      .then(() => withRememberedStrings(created));
    instances.set(language, instance);
  }
  return instance;
}

/**
 * Makes the instance's `getFixedT` (what `useTranslation` and `getTranslator` call, several times per page) answer one
 * translator per language, namespace and key prefix, and that translator remember what it answered: the strings never
 * change while the server runs, and a page asks for the same few dozen keys on every row and every request. A key
 * asked with options is remembered with them when they are plain values (a count, a name: plurals and interpolation
 * give the same text for the same values); other options (objects, `returnObjects`) are translated each time.
 */
function withRememberedStrings(instance: i18n): i18n {
  const newFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  const translators = new Map<string, FixedT>();
  const getFixedT = (lng?: unknown, ns?: unknown, keyPrefix?: unknown) => {
    const id = `${String(lng)}\u0000${String(ns)}\u0000${String(keyPrefix)}`;
    let t = translators.get(id);
    if (!t) {
      t = rememberingStrings(newFixedT(lng, ns, keyPrefix));
      if (translators.size >= 100) translators.clear();
      translators.set(id, t);
    }
    return t;
  };
  instance.getFixedT = getFixedT as unknown as i18n["getFixedT"];
  return instance;
}

/** i18next's fixed translator as this file handles it: a function that also carries its language, namespace and prefix. */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/** The key under which a call is remembered, or null when its options are not plain values. */
function memoKey(key: string, rest: unknown[]): string | null {
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || typeof options !== "object" || options === null || Array.isArray(options)) return null;
  for (const value of Object.values(options)) {
    const kind = typeof value;
    if (kind !== "string" && kind !== "number" && kind !== "boolean" && kind !== "undefined") return null;
  }
  if ((options as { returnObjects?: unknown }).returnObjects) return null;
  return `${key}\u0000${JSON.stringify(options)}`;
}

function rememberingStrings(translate: FixedT): FixedT {
  const strings = new Map<string, unknown>();
  const t = (key: unknown, ...rest: unknown[]) => {
    const memo = typeof key === "string" ? memoKey(key, rest) : null;
    if (memo === null) return translate(key, ...rest);
    let value = strings.get(memo);
    if (value === undefined) {
      value = translate(key, ...rest);
      // Bounded all the same: values (a row's name) come from data, so the remembered texts are too.
      if (strings.size >= 5000) strings.clear();
      strings.set(memo, value);
    }
    return value;
  };
  return Object.assign(t, {
    lng: translate.lng,
    lngs: translate.lngs,
    ns: translate.ns,
    keyPrefix: translate.keyPrefix,
  });
}

export async function getTranslator(request: Request): Promise<{ language: Language; t: TFunction<"common"> }> {
  const language = await getLanguage(request);
  return { language, t: (await i18nFor(language)).getFixedT(language, "common") };
}
