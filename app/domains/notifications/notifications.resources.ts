// Notification logs (spec section 7: notification-logs): the admin's log of everything sent, and a venue's own log.
// List-only: a notification, once sent, is history.
import { byVenue } from "~/core/access/row-scope";
import {
  globalNotificationFields,
  logAudienceOf,
  venueNotificationFields,
} from "~/domains/notifications/notifications";
import { defineResource, type Column } from "~/resource/definition";

const logColumns: Column[] = [
  { field: "createdAt", label: "notify.sentAt", sortable: true, format: "datetime" },
  { field: "title", label: "fields.title", sortable: true },
  { field: "body", label: "notify.body" },
  { field: "sender", label: "notify.sentBy" },
  { field: "recipients", label: "notify.recipients", sortable: true, format: "number" },
];

const logList = {
  sortable: ["createdAt", "title", "recipients"],
  defaultSort: "-createdAt",
  defaultLimit: 10,
};

const derive = (row: Record<string, unknown>) => ({
  ...row,
  audience: logAudienceOf(row),
  sender: row.sentByName ?? row.sentBy ?? "",
  venue: row.recipientName ?? row.discoName ?? "",
});

const listOnly = { create: false, edit: false, delete: false };

/** Everything sent: to all users, to a venue's followers, to one format. The send form's fields are its fields. */
export const notificationLogs = defineResource({
  key: "notificationLogs",
  section: "sendNotifications",
  endpoint: "notification-logs",
  titleField: "title",
  derive,
  actions: listOnly,
  list: {
    ...logList,
    columns: [
      ...logColumns.slice(0, 3),
      { field: "audience", label: "notify.audienceColumn", format: "enum", enumPrefix: "notify.logAudiences" },
      { field: "venue", label: "fields.venue" },
      ...logColumns.slice(3),
    ],
  },
  fields: globalNotificationFields,
});

/** What the signed-in venue sent (and what was sent on its behalf, such as a gallery's photos). */
export const followerNotifications = defineResource({
  key: "followerNotifications",
  section: "followers",
  endpoint: "notification-logs",
  owner: byVenue,
  titleField: "title",
  derive,
  actions: listOnly,
  list: { ...logList, columns: logColumns },
  fields: venueNotificationFields,
});
