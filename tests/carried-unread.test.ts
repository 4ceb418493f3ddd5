// The sidebar's counters carried from one page to the next (decision 038): a minute at most, for the same user at the
// same venue with the same counted sections only, sealed so the browser can neither read nor forge them, and never
// used on the pages of a counted section, where opening and handling items changes them.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv("UPSTREAM_URL", "http://127.0.0.1:9");
  vi.stubEnv("SESSION_SECRET", "carried-unread-test-secret-0123456789");
  vi.stubEnv("EMBEDDED_MOCK", "1");
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const carried = () => import("~/domains/notifications/carried-unread.server");

/** A page request carrying the cookie a Set-Cookie line set, beside the session's. */
function requestWith(setCookie: string): Request {
  return new Request("http://localhost/events", {
    headers: { Cookie: `__session=abc; ${setCookie.split(";")[0]}; lng=it` },
  });
}

describe("the counters carried from page to page", () => {
  it("are the ones read, for a minute, then no longer", async () => {
    const { carryUnreadCookie, carriedUnread, unreadOwner } = await carried();
    const owner = unreadOwner("user-1", undefined, ["reportings", "feedbacks", "chats"]);
    const counts = { reportings: 3, feedbacks: 0, chats: 12 };
    const request = requestWith(carryUnreadCookie(owner, counts, 1_000_000));
    expect(carriedUnread(request, owner, 1_000_000 + 59_999)).toEqual(counts);
    expect(carriedUnread(request, owner, 1_000_000 + 60_000)).toBeNull();
    // A clock that went back does not make a copy fresh.
    expect(carriedUnread(request, owner, 999_000)).toBeNull();
  });

  it("are another user's, venue's or rights' only when read for them", async () => {
    const { carryUnreadCookie, carriedUnread, unreadOwner } = await carried();
    const owner = unreadOwner("user-1", "venue-1", ["chats"]);
    const request = requestWith(carryUnreadCookie(owner, { chats: 2 }, 5_000));
    expect(carriedUnread(request, unreadOwner("user-2", "venue-1", ["chats"]), 5_000)).toBeNull();
    expect(carriedUnread(request, unreadOwner("user-1", "venue-2", ["chats"]), 5_000)).toBeNull();
    expect(carriedUnread(request, unreadOwner("user-1", "venue-1", ["chats", "feedbacks"]), 5_000)).toBeNull();
    expect(carriedUnread(request, owner, 5_000)).toEqual({ chats: 2 });
  });

  it("are sealed: the cookie shows no count, and a changed one is ignored", async () => {
    const { carryUnreadCookie, carriedUnread, unreadOwner } = await carried();
    const owner = unreadOwner("user-1", undefined, ["feedbacks"]);
    const line = carryUnreadCookie(owner, { feedbacks: 42 }, 5_000);
    expect(line).toMatch(/^__unread=[A-Za-z0-9_-]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax/);
    // Sealed: neither the owner nor the sections nor the counts can be read from it.
    const value = line.split(";")[0]!.split("=")[1]!;
    expect(Buffer.from(value, "base64url").toString("latin1")).not.toMatch(/feedbacks|user-1/);
    const tampered = `__unread=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    expect(carriedUnread(requestWith(tampered), owner, 5_000)).toBeNull();
    expect(carriedUnread(new Request("http://localhost/events"), owner, 5_000)).toBeNull();
  });

  it("are not used on a counted section's pages, which read the counters themselves", async () => {
    const { readsCountersItself } = await carried();
    const counted = ["reportings", "userValidations", "feedbacks", "chats"] as const;
    for (const path of ["/feedbacks", "/feedbacks/abc", "/feedbacks/abc/delete", "/chats/c1", "/reportings"])
      expect(readsCountersItself(path, counted)).toBe(true);
    for (const path of ["/events", "/musicalGenres/abc", "/feedbacksX", "/users"])
      expect(readsCountersItself(path, counted)).toBe(false);
    expect(readsCountersItself("/chats", ["feedbacks"])).toBe(false);
  });
});
