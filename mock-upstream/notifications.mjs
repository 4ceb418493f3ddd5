// Notification logs (spec sections 3 and 5): what was pushed, to whom, by whom. A gallery notification is refused
// before its event starts; a notification to users is for all of them or for one venue's followers, and the upstream,
// not the caller, counts its recipients and names its sender. The generic entity handler calls these hooks.
import { HttpError } from "./http.mjs";
import { requireBearer } from "./auth.mjs";

const notificationAudiences = ["all", "followers"];

/** Who receives a notification to everyone: the app's users (role user) whose account is enabled. */
function allUsersCount(store) {
  return store.collection("users").filter((user) => user.role === "user" && user.isEnabled !== false).length;
}

function followersCount(store, discoId) {
  return store.collection("followers").filter((follower) => follower.discoId === discoId).length;
}

function requireText(record, field) {
  if (typeof record[field] !== "string" || record[field].trim() === "")
    throw new HttpError(400, `${field} is required`);
}

export const notificationHooks = {
  beforeCreate(store, record) {
    if (record.type === "gallery") {
      const event = store.collection("events").find((candidate) => candidate._id === record.eventId);
      if (!event) throw new HttpError(400, "eventId must name an event");
      if (Date.parse(event.startDate) > Date.now()) throw new HttpError(400, "Event not started");
      record.audience = "followers";
      record.recipients = followersCount(store, record.discoId ?? event.discoId);
      return;
    }
    requireText(record, "title");
    requireText(record, "body");
    const audience = record.audience ?? (record.discoId ? "followers" : "all");
    if (!notificationAudiences.includes(audience)) {
      throw new HttpError(400, `audience must be one of ${notificationAudiences.join(", ")}`);
    }
    record.audience = audience;
    if (audience === "all") {
      record.discoId = null;
      delete record.discoName;
      record.recipients = allUsersCount(store);
      return;
    }
    const venue = store.collection("discos").find((disco) => disco._id === record.discoId);
    if (!venue) throw new HttpError(400, "discoId must name a venue");
    record.recipients = followersCount(store, venue._id);
  },

  /** The sender is whoever holds the bearer, whatever the body says. */
  afterCreate(store, created, req) {
    const sender = requireBearer(store, req);
    created.sentBy = sender.email;
    created.sentByName = `${sender.name ?? ""} ${sender.surname ?? ""}`.trim() || sender.email;
  },
};

/** The seeded logs as the hooks would have written them: audience, venue name and sender's name (no random draws). */
export function seedNotifications(data) {
  const venues = new Map((data.discos ?? []).map((venue) => [venue._id, venue.name]));
  const people = new Map(
    (data.users ?? []).map((user) => [user.email, `${user.name ?? ""} ${user.surname ?? ""}`.trim()]),
  );
  for (const log of data["notification-logs"] ?? []) {
    log.audience ??= log.recipientId ? undefined : log.discoId ? "followers" : "all";
    if (log.audience === undefined) delete log.audience;
    if (log.discoId && !log.discoName) log.discoName = venues.get(log.discoId);
    if (log.sentBy && !log.sentByName) log.sentByName = people.get(log.sentBy) || log.sentBy;
  }
}
