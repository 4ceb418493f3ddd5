// Push notifications to app users (spec sections 3 and 5): a title and a body within what a phone shows, sent to every
// user (admin) or to one venue's followers, always confirmed first with the number of recipients. Pure: the venue's
// page, the admin's page, the browser's character counters and the tests share it.
import type { FieldDefinition, FormValues } from "~/resource/fields";
import type { Query } from "~/core/upstream/upstream-query";

/**
 * Push services cut a title after about 50 characters and a body after about 200 on a locked screen; longer text is
 * refused rather than cut. Characters are counted as the browser counts a field's length (an emoji may count 2).
 */
export const notificationLimits = { title: 50, body: 200 } as const;

const audiences = ["all", "followers"] as const;
type Audience = (typeof audiences)[number];

/** A log row's audience: everyone, a venue's followers, or one addressee (a format asked for a request). */
export type LogAudience = "all" | "followers" | "one";

/** The `now` in a counter: how many characters are used and left, and whether the text is over its limit. */
export function characterBudget(text: string, limit: number): { used: number; left: number; over: boolean } {
  const used = text.length;
  return { used, left: limit - used, over: used > limit };
}

const textFields: FieldDefinition[] = [
  {
    name: "title",
    label: "fields.title",
    component: "input",
    rules: [{ kind: "required" }, { kind: "maxLength", value: notificationLimits.title }],
    class: "full",
  },
  {
    name: "body",
    label: "notify.body",
    component: "textarea",
    rules: [{ kind: "required" }, { kind: "maxLength", value: notificationLimits.body }],
  },
];

/** What a venue writes: the title and body; the audience is its own followers. */
export const venueNotificationFields: readonly FieldDefinition[] = textFields;

/** What an admin writes: also the audience, and for followers the venue, chosen among all venues. */
export const globalNotificationFields: readonly FieldDefinition[] = [
  ...textFields,
  {
    name: "audience",
    label: "notify.audience",
    component: "select",
    options: audiences.map((value) => ({ value, label: `notify.audiences.${value}` })),
    rules: [{ kind: "required" }],
    initialValue: "all",
  },
  {
    name: "discoId",
    label: "fields.venue",
    component: "select",
    optionsFrom: { endpoint: "discos", optionLabel: "name" },
    // Asked of notifications to a venue's followers only.
    rules: (values) => (values.audience === "followers" ? [{ kind: "required" }] : []),
  },
];

export type NotificationDraft = { title: string; body: string; audience: Audience; discoId: string | null };

export type NotificationSender = { global: true } | { global: false; venueId: string };

/** The fields a sender fills in: the browser and the action check these (an audience off the list is refused too). */
export function notificationFieldsOf(sender: { global: boolean }): readonly FieldDefinition[] {
  return sender.global ? globalNotificationFields : venueNotificationFields;
}

/**
 * The draft of a notification whose fields passed their rules. A venue's own notification always goes to its
 * followers (`venueId`); the admin's says whom it is for.
 */
export function draftOf(values: FormValues, sender: NotificationSender): NotificationDraft {
  const audience: Audience = sender.global ? (values.audience as Audience) : "followers";
  const discoId = sender.global ? (audience === "followers" ? String(values.discoId) : null) : sender.venueId;
  return { title: String(values.title), body: String(values.body), audience, discoId };
}

/** The audience of a logged notification, also for rows written before the upstream stored it. */
export function logAudienceOf(row: Record<string, unknown>): LogAudience {
  if (row.audience === "all" || row.audience === "followers") return row.audience;
  if (row.recipientId) return "one";
  return row.discoId ? "followers" : "all";
}

/** Who a notification reaches, as the upstream counts them: the enabled app users, or one venue's followers. */
export function recipientsQuery(draft: Pick<NotificationDraft, "audience" | "discoId">): {
  path: string;
  query: Query;
} {
  if (draft.audience === "all") return { path: "/users", query: { role: "user", isEnabled: "true", limit: 1 } };
  return { path: "/followers", query: { discoId: draft.discoId ?? "", limit: 1 } };
}
