// Notifications and unread counters (decision 009): the limits and counters of a notification, who it is for, the
// audience of a log row, what opening an item is and what a badge says.
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import {
  characterBudget,
  draftOf,
  logAudienceOf,
  notificationFieldsOf,
  notificationLimits,
  recipientsQuery,
  type NotificationSender,
} from "~/domains/notifications/notifications";
import { schemaOf } from "~/resource/field-schema";
import { messagesFor, type Posted } from "./support/form-messages";
import { badgeText, openedItem, unreadCount } from "~/core/shell/unread";

const venue = { global: false, venueId: "club1" } as const;
const admin = { global: true } as const;

/** What the action makes of a post that passes: the draft it confirms and sends. */
function draftFrom(posted: Posted, sender: NotificationSender) {
  const form = new FormData();
  for (const [name, value] of Object.entries(posted)) form.set(name, String(value));
  const submission = parseWithZod(form, { schema: schemaOf(notificationFieldsOf(sender)) });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return draftOf(submission.value, sender);
}

describe("a notification's limits", () => {
  it("are 50 characters of title and 200 of body", () => {
    expect(notificationLimits).toEqual({ title: 50, body: 200 });
  });

  it("counts used and left characters, and says when the text is over", () => {
    expect(characterBudget("", 50)).toEqual({ used: 0, left: 50, over: false });
    expect(characterBudget("x".repeat(50), 50)).toEqual({ used: 50, left: 0, over: false });
    expect(characterBudget("x".repeat(53), 50)).toEqual({ used: 53, left: -3, over: true });
  });

  it("refuses an empty or too long title and body, next to each field", () => {
    expect(messagesFor(notificationFieldsOf(venue), { title: "", body: " " })).toEqual({
      title: "Campo obbligatorio",
      body: "Campo obbligatorio",
    });
    expect(messagesFor(notificationFieldsOf(venue), { title: "t".repeat(51), body: "b".repeat(201) })).toEqual({
      title: "Al massimo 50 caratteri",
      body: "Al massimo 200 caratteri",
    });
    expect(messagesFor(notificationFieldsOf(venue), { title: "t".repeat(51), body: "" }, "en")).toEqual({
      title: "At most 50 characters",
      body: "Required field",
    });
  });

  it("takes a title and body at their limits, trimmed", () => {
    expect(draftFrom({ title: ` ${"t".repeat(50)} `, body: "b".repeat(200) }, venue)).toEqual({
      title: "t".repeat(50),
      body: "b".repeat(200),
      audience: "followers",
      discoId: "club1",
    });
  });
});

describe("who a notification is for", () => {
  it("is always the venue's own followers when a venue sends, whatever the form says", () => {
    expect(draftFrom({ title: "T", body: "B", audience: "all", discoId: "other" }, venue)).toMatchObject({
      audience: "followers",
      discoId: "club1",
    });
  });

  it("is all users or one venue's followers when an admin sends, the venue required for followers only", () => {
    expect(draftFrom({ title: "T", body: "B", audience: "all", discoId: "club9" }, admin)).toMatchObject({
      audience: "all",
      discoId: null,
    });
    expect(draftFrom({ title: "T", body: "B", audience: "followers", discoId: "club9" }, admin)).toMatchObject({
      audience: "followers",
      discoId: "club9",
    });
    expect(
      messagesFor(notificationFieldsOf(admin), { title: "T", body: "B", audience: "followers", discoId: "" }),
    ).toEqual({ discoId: "Campo obbligatorio" });
    expect(messagesFor(notificationFieldsOf(admin), { title: "T", body: "B" })).toEqual({
      audience: "Campo obbligatorio",
    });
    expect(messagesFor(notificationFieldsOf(admin), { title: "T", body: "B", audience: "everyone" })).toEqual({
      audience: "Scelta non disponibile",
    });
  });

  it("is counted as the upstream counts it: enabled app users, or the venue's followers", () => {
    expect(recipientsQuery({ audience: "all", discoId: null })).toEqual({
      path: "/users",
      query: { role: "user", isEnabled: "true", limit: 1 },
    });
    expect(recipientsQuery({ audience: "followers", discoId: "club1" })).toEqual({
      path: "/followers",
      query: { discoId: "club1", limit: 1 },
    });
  });

  it("reads a log row's audience, also of rows without one", () => {
    expect(logAudienceOf({ audience: "all", discoId: null })).toBe("all");
    expect(logAudienceOf({ discoId: "club1" })).toBe("followers");
    expect(logAudienceOf({ discoId: null })).toBe("all");
    expect(logAudienceOf({ discoId: "club1", recipientId: "format1" })).toBe("one");
  });
});

describe("unread counters", () => {
  it("open an item at its record's URL or a dialog under it, never at a list, a new record or an export", () => {
    expect(openedItem("/feedbacks/abc123")).toEqual({ section: "feedbacks", entityType: "feedbacks", id: "abc123" });
    expect(openedItem("/reportings/abc123/delete")).toEqual({
      section: "reportings",
      entityType: "reportings",
      id: "abc123",
    });
    expect(openedItem("/user-validations/abc123")).toEqual({
      section: "userValidations",
      entityType: "user-validations",
      id: "abc123",
    });
    for (const path of [
      "/feedbacks",
      "/feedbacks/",
      "/feedbacks/new",
      "/feedbacks/export.csv",
      "/user-validations",
      "/users/abc123",
      "/feedbacksx/abc",
      "/feedbacks/a%20b",
    ]) {
      expect(openedItem(path), path).toBeNull();
    }
  });

  it("count the unread ids once each, less the item being opened", () => {
    expect(unreadCount(["a", "b", "c"])).toBe(3);
    expect(unreadCount(["a", "b", "c"], "b")).toBe(2);
    expect(unreadCount(["a", "b"], "z")).toBe(2);
    expect(unreadCount(["a", "a"])).toBe(1);
  });

  it("show nothing at zero, the number up to 99, then 99+", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(7)).toBe("7");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
  });
});
