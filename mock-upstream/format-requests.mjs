// Format requests (spec section 4): a venue asks a format for an event night. Sending notifies the format for
// approval (a `notification-logs` record addressed to it); accepting creates the related event. The generic entity
// handler (entities.mjs) does the rest of the contract and calls these hooks around its writes.
import { requireBearer } from "./auth.mjs";
import { HttpError } from "./http.mjs";
import { newId } from "./store.mjs";

const formatRequestStatuses = ["pending", "accepted", "rejected"];

const hourMs = 3600000;
/** How long the created event lasts: it ends six hours after it starts. */
const eventHours = 6;

/**
 * The fields the seed's `eventRecord` gives every event besides its name, venue, format and dates, with the values
 * most seeded events have (the seed draws some of them at random).
 */
function eventDefaults(venue, name) {
  const venueName = venue?.name ?? "";
  return {
    address: venue?.address ?? "",
    description: `${name} al ${venueName}. Ingresso con lista fino all'01:00.`,
    minCustomerAge: 18,
    musicalGenresIds: [],
    listsIds: [],
    productTypes: ["base", "premium", "table"],
    galleryImages: [],
    webImage: "",
    isFestival: false,
    hideOnApp: false,
    hideReservationButtonOnApp: false,
    barEnabled: true,
    acceptReservationInstantly: false,
    hasFreeSpins: false,
    sendRecapOrderTicketToEmail: true,
    userDocumentSentMandatory: false,
  };
}

function checkStatus(status) {
  if (!formatRequestStatuses.includes(status)) {
    throw new HttpError(400, `status must be one of ${formatRequestStatuses.join(", ")}`);
  }
}

export const formatRequestHooks = {
  /** A new request is always pending, and is addressed to a format. */
  beforeCreate(store, record) {
    record.status = "pending";
    delete record.eventId;
    const format = store.collection("discos").find((disco) => disco._id === record.formatId);
    if (!format || format.discoType !== "format") throw new HttpError(400, "formatId must be a format");
  },

  /** Sending notifies the format: one notification log addressed to it. */
  afterCreate(store, created, req) {
    const sender = requireBearer(store, req);
    const now = new Date().toISOString();
    store.collection("notification-logs").push({
      _id: newId(),
      title: "Nuova richiesta format",
      body: `${created.discoName ?? "Un locale"} chiede "${created.eventName}" per il ${String(created.startDate).slice(0, 10)}.`,
      discoId: created.discoId ?? null,
      recipientId: created.formatId,
      recipientName: created.formatName,
      formatRequestId: created._id,
      sentBy: sender.email,
      recipients: 1,
      createdAt: now,
      updatedAt: now,
    });
  },

  /**
   * Only a pending request changes status; pending to accepted creates the event (name, venue, format, start of the
   * request; six hours long; visible from now) and keeps its id on the request.
   */
  beforeUpdate(store, existing, merged) {
    checkStatus(merged.status);
    if (merged.status === existing.status) return;
    if (existing.status !== "pending") throw new HttpError(400, "Request already processed");
    if (merged.status !== "accepted") return;
    const start = Date.parse(merged.startDate);
    if (Number.isNaN(start)) throw new HttpError(400, "startDate must be a date");
    const venue = store.collection("discos").find((disco) => disco._id === merged.discoId);
    if (!venue) throw new HttpError(400, "discoId is required");
    const now = new Date().toISOString();
    const event = {
      _id: newId(),
      name: merged.eventName,
      discoId: venue._id,
      discoName: venue.name,
      format: merged.formatId,
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + eventHours * hourMs).toISOString(),
      startVisibilityDate: now,
      ...eventDefaults(venue, merged.eventName),
      formatRequestId: merged._id,
      createdAt: now,
      updatedAt: now,
    };
    store.collection("events").push(event);
    merged.eventId = event._id;
  },
};
