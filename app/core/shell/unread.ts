// Unread counters of the sidebar (spec section 7: `GET views/toread?entityType=` answers the ids the user has not
// viewed; `POST /views` records a view; `GET /chats/toread` the chats the user has not read). Which sections count,
// what "opening" an item is, and what a badge says.
import { sectionPath, type SectionKey } from "../access/section-paths";

/** The sidebar sections whose items are counted, and the upstream's entity type of each. */
export const viewableSections = {
  reportings: "reportings",
  userValidations: "user-validations",
  feedbacks: "feedbacks",
} as const satisfies Partial<Record<SectionKey, string>>;

export type ViewableSection = keyof typeof viewableSections;
/** The sections with a badge: those counted through views, and the chats, counted by the chats' own call. */
export type CountedSection = ViewableSection | "chats";
export type UnreadCounts = Partial<Record<CountedSection, number>>;

export const viewableSectionKeys = Object.keys(viewableSections) as ViewableSection[];

function isViewableSection(key: string): key is ViewableSection {
  return Object.hasOwn(viewableSections, key);
}

export function isCountedSection(key: string): key is CountedSection {
  return isViewableSection(key) || key === "chats";
}

const reservedSegments = new Set(["new", "export.csv", "select"]);

function idAfter(base: string, pathname: string): string | null {
  if (!pathname.startsWith(`${base}/`)) return null;
  const id = decodeURIComponent(pathname.slice(base.length + 1).split("/")[0] ?? "");
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) && !reservedSegments.has(id) ? id : null;
}

/** The chat a path opens, if any: its page, `/chats/{id}`, marks it read (the page's own loader, within its scope). */
export function openedChat(pathname: string): string | null {
  return idAfter(sectionPath("chats"), pathname);
}

/**
 * The item a path opens, if any. Opening an item is reaching its record's URL, `{section}/{id}`, or any dialog under
 * it (`{section}/{id}/delete`, an approval): the admin has seen it then. A list (the user-validations queue
 * included) opens nothing, so an admin scanning a queue still sees how many are left to look at.
 */
export function openedItem(pathname: string): { section: ViewableSection; entityType: string; id: string } | null {
  for (const key of viewableSectionKeys) {
    const base = sectionPath(key);
    if (!pathname.startsWith(`${base}/`)) continue;
    const id = idAfter(base, pathname);
    return id ? { section: key, entityType: viewableSections[key], id } : null;
  }
  return null;
}

/** Unread ids, less the one being opened now (its view may land after the ids were read). */
export function unreadCount(ids: readonly unknown[], openedId?: string): number {
  return new Set(ids.map(String).filter((id) => id !== openedId)).size;
}

/** What a badge shows: nothing at 0, the number up to 99, then "99+". */
export function badgeText(count: number | null | undefined): string | null {
  if (!count || count < 0) return null;
  return count > 99 ? "99+" : String(count);
}
