// The sidebar's unread counters, read beside every page for who may open those sections (admins; the chats for whoever
// works the support inbox): they never hold the page back for long, and a failure only leaves the badges out. Opening
// an item records its view here, once for the whole page, so the count the page shows already leaves it out; a chat
// is marked read by its own page, within the user's reach, and the count leaves it out the same way.
import type { Signed } from "~/core/auth/auth.server";
import { canAccess } from "~/core/access/permissions";
import { rowScope } from "~/core/access/row-scope";
import { chats as chatsResource } from "~/domains/chats/chats.resources";
import { unreadChatCount } from "~/domains/chats/chats.server";
import {
  openedChat,
  openedItem,
  unreadCount,
  viewableSectionKeys,
  viewableSections,
  type CountedSection,
  type UnreadCounts,
} from "~/core/shell/unread";
import { carriedUnread, carryUnreadCookie, readsCountersItself, unreadOwner } from "./carried-unread.server";

/** A link the browser fetches ahead of a click opens nothing yet. */
function isPrefetch(request: Request): boolean {
  return [request.headers.get("purpose"), request.headers.get("sec-purpose"), request.headers.get("x-moz")].some(
    (value) => value?.includes("prefetch"),
  );
}

/** The chats the user has not read within their reach (a venue's staff, their venue's), less the one being opened. */
async function unreadChats(request: Request, signed: Signed): Promise<number | null> {
  const scope = rowScope(chatsResource.owner, signed);
  if (scope === null) return null;
  const opened = isPrefetch(request) ? null : openedChat(new URL(request.url).pathname);
  try {
    return await unreadChatCount(signed, scope, opened ?? undefined);
  } catch {
    // A refused token sends the page itself to login; the counters never do.
    return null;
  }
}

function unreadCounts(request: Request, signed: Signed): Promise<UnreadCounts> {
  const sections = viewableSectionKeys.filter((key) => canAccess(key, signed.viewer));
  const chats = canAccess("chats", signed.viewer) ? unreadChats(request, signed) : null;
  if (sections.length === 0 && !chats) return Promise.resolve({});
  const item = isPrefetch(request) ? null : openedItem(new URL(request.url).pathname);
  const opened = item && sections.includes(item.section) ? item : null;
  if (opened) {
    signed.api
      .post("/views", { userId: signed.user._id, entityId: opened.id, entityType: opened.entityType })
      .catch((error: unknown) => {
        console.warn(
          `[unread] view of ${opened.entityType}/${opened.id} not recorded: ${error instanceof Error ? error.message : "upstream failure"}`,
        );
      });
  }
  return Promise.all([
    ...sections.map(async (key) => {
      try {
        const ids = await signed.api.get<unknown>("/views/toread", { entityType: viewableSections[key] });
        return [
          key,
          Array.isArray(ids) ? unreadCount(ids, opened?.section === key ? opened.id : undefined) : null,
        ] as const;
      } catch {
        return [key, null] as const;
      }
    }),
    (chats ?? Promise.resolve(null)).then((count) => ["chats", count] as const),
  ]).then((entries) => Object.fromEntries(entries.filter(([, count]) => count !== null)) as UnreadCounts);
}

/**
 * How long a document waits for the counters, side by side with the page's own data, before it is sent without
 * them: with JavaScript they then stream in; without, that page goes without badges. A data request never waits.
 */
const documentWaitMs = 1_000;

export async function unreadForShell(
  request: Request,
  signed: Signed,
): Promise<{ unread: UnreadCounts | Promise<UnreadCounts>; setCookie?: string }> {
  // The counters another page read less than a minute ago, unless this page reads them itself (carried-unread.server.ts).
  const counted: CountedSection[] = viewableSectionKeys.filter((key) => canAccess(key, signed.viewer));
  if (canAccess("chats", signed.viewer)) counted.push("chats");
  if (counted.length === 0) return { unread: {} };
  const owner = unreadOwner(signed.user._id, signed.venueId, counted);
  if (!readsCountersItself(new URL(request.url).pathname, counted)) {
    const carried = carriedUnread(request, owner);
    if (carried) return { unread: carried };
  }
  const counts = unreadCounts(request, signed);
  if (!(request.headers.get("accept") ?? "").includes("text/html")) return { unread: counts };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), documentWaitMs);
  });
  const first = await Promise.race([counts, late]);
  clearTimeout(timer);
  // Counted in time: plain data, in the document itself, and carried to the next pages. Late: the promise, streamed
  // to the page. Counts missing a section (a failed read) are not carried: the next page asks again.
  if (first === "late") return { unread: counts };
  const complete = counted.every((key) => first[key] !== undefined);
  return { unread: first, ...(complete ? { setCookie: carryUnreadCookie(owner, first) } : {}) };
}
