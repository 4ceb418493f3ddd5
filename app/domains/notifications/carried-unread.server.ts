// The sidebar's unread counters change rarely, yet reading them costs four upstream calls beside every page (decision
// 038). A page that read them hands them to the browser in a sealed cookie of their own, and the pages of the next
// minute show those instead of asking again. Nothing is kept in the process: any process of any instance answers the
// next request. The copy is the user's, at the venue and with the rights it was read for: anyone else's is ignored.
import { secureCookies } from "~/core/config/env.server";
import { section } from "~/core/access/permissions";
import { seal, unseal } from "~/core/auth/session.server";
import type { CountedSection, UnreadCounts } from "~/core/shell/unread";

export const carriedUnreadCookieName = "__unread";

/** How long a page shows the counters another page read: as long as the session's own copy of the rights. */
export const carriedUnreadSeconds = 60;

type Carried = { owner: string; at: number; counts: UnreadCounts };

/**
 * Whose counters these are: the user, the venue they work at and the sections counted for them. A copy read for
 * another user, venue or set of rights does not fit the page being asked for.
 */
export function unreadOwner(userId: string, venueId: string | undefined, sections: readonly CountedSection[]): string {
  return [userId, venueId ?? "", sections.join(",")].join("\u0000");
}

/**
 * A page of a counted section (its list, an item, a dialog, a chat) reads the counters itself: opening and handling
 * items there is what changes them, and the user looking at them sees the count of now.
 */
export function readsCountersItself(pathname: string, sections: readonly CountedSection[]): boolean {
  return sections.some((key) => {
    const base = section(key).path;
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}

function cookieValue(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === carriedUnreadCookieName) return part.slice(at + 1).trim();
  }
  return null;
}

function isCounts(value: unknown): value is UnreadCounts {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((count) => typeof count === "number" && Number.isInteger(count) && count >= 0)
  );
}

/** The counters the browser carries for this owner, when another page read them less than a minute ago. */
export function carriedUnread(request: Request, owner: string, now = Date.now()): UnreadCounts | null {
  const carried = unseal(cookieValue(request.headers.get("Cookie"))) as Partial<Carried> | null;
  if (!carried || carried.owner !== owner || typeof carried.at !== "number" || !isCounts(carried.counts)) return null;
  const age = now - carried.at;
  return age >= 0 && age < carriedUnreadSeconds * 1000 ? carried.counts : null;
}

/** The Set-Cookie that hands freshly read counters to the browser for the next minute's pages. */
export function carryUnreadCookie(owner: string, counts: UnreadCounts, now = Date.now()): string {
  const value = seal({ owner, at: now, counts } satisfies Carried);
  const flags = [`Max-Age=${carriedUnreadSeconds}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (secureCookies) flags.push("Secure");
  return [`${carriedUnreadCookieName}=${value}`, ...flags].join("; ");
}
