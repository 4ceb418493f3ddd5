// The interface language (spec section 1): an explicit choice wins; else Italian when the browser's first language is
// Italian, English for any other; Italian when the browser says nothing.
export const languages = ["it", "en"] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = "it";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

export function chooseLanguage(choice: string | null | undefined, acceptLanguage: string | null | undefined): Language {
  if (isLanguage(choice)) return choice;
  const first = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim().toLowerCase();
  if (!first || first === "*") return fallbackLanguage;
  return first.startsWith("it") ? "it" : "en";
}
