// The browser's translator: the part of i18next this app's components use, for react-i18next's `useTranslation`,
// over the strings of the one language the page is in (decision 039). i18next itself weighed 14.5 KB gzip on every
// page for features the browser never uses (backends, language detection, fallback chains, formatters, nesting);
// the server still translates with i18next, and tests/translator.test.ts proves this gives the same text as i18next
// for every string of both languages, with plurals, contexts, interpolation, default values and key lists.
import type { i18n as I18n } from "i18next";

type Strings = { [key: string]: unknown };
type Options = { [name: string]: unknown };
type Listener = (...args: unknown[]) => void;

/** The value at a dotted path (`a.b.c`) of an object, or undefined. */
function at(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Strings)[part];
  }
  return node;
}

/** Whether a lookup found a string to use: i18next skips missing and null entries, and keeps empty strings. */
const found = (value: unknown) => value !== undefined && value !== null;

// `{{name}}` and `{{- name}}`, as i18next's interpolation writes them; values are not escaped (React escapes).
const placeholder = /\{\{-?\s*([^}]+?)\s*\}\}/g;

export function createTranslator(language: string, strings: Strings, defaultNamespace = "common") {
  const plurals = new Intl.PluralRules(language);
  const listeners = new Map<string, Set<Listener>>();

  /** The entry for one key, trying as i18next does: context with plural, context, plural, the bare key. */
  function lookup(key: string, options: Options): unknown {
    const count = options.count;
    const plural = count !== undefined && typeof count !== "string";
    const context = options.context;
    const contextual = (typeof context === "string" || typeof context === "number") && context !== "";
    const suffix = plural ? `_${plurals.select(Number(count))}` : "";
    const candidates = [key];
    if (plural) candidates.push(key + suffix);
    if (contextual) {
      candidates.push(`${key}_${String(context)}`);
      if (plural) candidates.push(`${key}_${String(context)}${suffix}`);
    }
    for (const candidate of candidates.reverse()) {
      const value = at(strings, candidate);
      if (found(value)) return value;
    }
    return undefined;
  }

  function interpolate(text: string, options: Options): string {
    const data = options.replace && typeof options.replace === "object" ? (options.replace as Options) : options;
    return text.replace(placeholder, (whole, name: string) => {
      const value = at(data, name);
      if (value === undefined) return Object.prototype.hasOwnProperty.call(options, name) ? "" : whole;
      return typeof value === "string" ? value : String(value);
    });
  }

  function t(keys: string | string[], optionsOrDefault?: Options | string): unknown {
    const options: Options =
      typeof optionsOrDefault === "string" ? { defaultValue: optionsOrDefault } : (optionsOrDefault ?? {});
    const list = Array.isArray(keys) ? keys : [keys];
    let value: unknown;
    for (const key of list) {
      value = lookup(key, options);
      if (found(value)) break;
    }
    const lastKey = list[list.length - 1] ?? "";
    if (value !== null && typeof value === "object") {
      if (options.returnObjects) return value;
      return `key '${lastKey} (${language})' returned an object instead of string.`;
    }
    if (!found(value)) value = options.defaultValue !== undefined ? options.defaultValue : lastKey;
    return typeof value === "string" ? interpolate(value, options) : value;
  }

  const instance = {
    language,
    languages: [language],
    resolvedLanguage: language,
    isInitialized: true,
    initializedStoreOnce: true,
    options: { defaultNS: defaultNamespace, ns: [defaultNamespace], fallbackLng: language, react: {} },
    services: {},
    t,
    getFixedT: () => t,
    exists: (key: string, options: Options = {}) => found(lookup(key, options)),
    hasLoadedNamespace: () => true,
    loadNamespaces: (_ns: unknown, done?: () => void) => {
      done?.();
      return Promise.resolve();
    },
    loadLanguages: (_lng: unknown, done?: () => void) => {
      done?.();
      return Promise.resolve();
    },
    dir: () => "ltr",
    // The language changes with a reload of the document (language-switch.tsx): the strings stay those of the page.
    changeLanguage(next: string) {
      instance.language = next;
      instance.languages = [next];
      instance.resolvedLanguage = next;
      listeners.get("languageChanged")?.forEach((listener) => listener(next));
      return Promise.resolve(t);
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  };
  // react-i18next reads only the members above; the type is i18next's so the provider and hooks accept it.
  return instance as unknown as I18n;
}
