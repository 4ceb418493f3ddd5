// The text the global search looks for (decision 033), apart from who searches what (search-kinds.ts): the header's
// box checks it in the browser, which never loads the permissions table (decision 045).

/** The shortest text searched: one letter would match half the venue. */
export const minQueryLength = 2;
/** The longest text searched; longer is cut (nobody types a guest's name that long). */
const maxQueryLength = 100;

/** The text to search, trimmed and bounded; empty when too short to search. */
export function searchText(raw: string | null | undefined): string {
  const text = (raw ?? "").trim().replace(/\s+/g, " ").slice(0, maxQueryLength);
  return text.length >= minQueryLength ? text : "";
}
