// The words of what the back-office writes besides its forms' fields (decision 050): the door's entry (who let the guest
// in, when), a galley movement, a chat taken in hand, a file uploaded, the venue and event every record names. A
// form's field takes its form's label (the resource definitions); these are the rest, so the audit log and a record's
// History name every field a write sends and every record it points at. Pure: the describer (resource engine) and
// the test that walks every field read it.

/** How a value shows, beside a plain text: as the lists format it. */
export type AuditFieldFormat = "money" | "boolean" | "date" | "datetime" | "number";

/** Another entity's record named by its id: its name is read from there, within the reader's reach. */
export type RecordRef =
  | { endpoint: string }
  /** The entity is named by another field of the same write (a view's `entityType`). */
  | { endpointFrom: string };

export type AuditFieldWords = {
  /** Translation key of the field's name. */
  label: string;
  format?: AuditFieldFormat;
  /** Translation key prefix of the field's values (`${enumPrefix}.${value}`). */
  enumPrefix?: string;
  /** The values the field takes, when it is an enum: each must have its word in both languages. */
  values?: readonly string[];
  ref?: RecordRef;
};

const venue: AuditFieldWords = { label: "fields.venue", ref: { endpoint: "discos" } };
const event: AuditFieldWords = { label: "fields.event", ref: { endpoint: "events" } };
const person: AuditFieldWords = { label: "fields.user", ref: { endpoint: "users" } };

/**
 * Fields any entity's records carry: the venue and event they belong to, the names copied beside their ids, the
 * upstream's timestamps. An entity's own words (its forms, its lists, `writtenFields`) come first.
 */
export const sharedFields: Readonly<Record<string, AuditFieldWords>> = {
  discoId: venue,
  discoName: { label: "auditWords.fields.discoName" },
  eventId: event,
  eventName: { label: "fields.eventName" },
  formatId: { label: "fields.format", ref: { endpoint: "discos" } },
  formatName: { label: "auditWords.fields.formatName" },
  userId: person,
  userName: { label: "auditWords.fields.userName" },
  productId: { label: "fields.product", ref: { endpoint: "products" } },
  productName: { label: "auditWords.fields.productName" },
  tableId: { label: "fields.table", ref: { endpoint: "tables" } },
  listId: { label: "fields.list", ref: { endpoint: "lists" } },
  // Recorded only as changed (core/audit/audit.ts): a user's own, sent by the change-password page.
  password: { label: "auth.password" },
  createdAt: { label: "fields.createdAt", format: "datetime" },
  updatedAt: { label: "fields.updatedAt", format: "datetime" },
};

/** The movements a galley log records (`galley.ts` offers the first four; the upstream adds the last two). */
const galleyLogActions = ["load", "unload", "adjust", "final", "add", "remove"] as const;

/**
 * Per entity, the fields the back-office writes outside a form of that entity: the door's entry on a reservation,
 * the floor's closed tables on an event, a galley movement, a chat's messages and hand-over, a view marked read, an
 * upload's file, a refused sign-in. Kept beside the code that writes them: a write that adds a field adds it here,
 * and `tests/audit-vocabulary.test.ts` fails while it has no words.
 */
export const writtenFields: Readonly<Record<string, Readonly<Record<string, AuditFieldWords>>>> = {
  reservations: {
    usedAt: { label: "auditWords.fields.usedAt", format: "datetime" },
    usedById: { label: "auditWords.fields.usedById", ref: { endpoint: "users" } },
    usedByName: { label: "auditWords.fields.usedByName" },
    enteredPersons: { label: "auditWords.fields.enteredPersons", format: "number" },
  },
  events: {
    closedTableIds: { label: "auditWords.fields.closedTableIds", ref: { endpoint: "tables" } },
    galleryImages: { label: "auditWords.fields.galleryImages" },
  },
  "galley-logs": {
    galleyId: { label: "auditWords.fields.galleyId", ref: { endpoint: "galleys" } },
    action: { label: "night.galley.movement", enumPrefix: "night.galley.movements", values: galleyLogActions },
    quantity: { label: "night.galley.amount", format: "number" },
  },
  "cloakroom-slots": {
    holderName: { label: "night.cloakroom.holder" },
  },
  chats: {
    participantsIds: { label: "auditWords.fields.participantsIds", ref: { endpoint: "users" } },
    text: { label: "chats.message" },
    status: { label: "fields.status", enumPrefix: "chats.statuses", values: ["waiting", "active", "closed"] },
  },
  connections: {
    employeeId: { label: "auditWords.fields.employeeId", ref: { endpoint: "users" } },
  },
  views: {
    userId: person,
    entityType: { label: "audit.columns.entity", enumPrefix: "auditWords.entities" },
    entityId: { label: "audit.columns.record", ref: { endpointFrom: "entityType" } },
  },
  uploads: {
    filename: { label: "auditWords.fields.filename" },
    contentType: { label: "auditWords.fields.contentType" },
    bytes: { label: "auditWords.fields.bytes", format: "number" },
  },
  "notification-logs": {
    audience: { label: "notify.audience", enumPrefix: "auditWords.audiences", values: ["all", "followers"] },
  },
};

/** The verbs the back-office sends after a record's path (`/chats/{id}/read`), and the attempts it records itself. */
export const auditVerbs = ["read", "messages", "sign-in", "password"] as const;

/**
 * Entities the back-office writes that no resource lists (a chat's hand-over, a view marked read, an upload, a
 * refused sign-in), beside every resource's endpoint: each has its word in `auditWords.entities`.
 */
export const entitiesWithoutResource = [
  "connections",
  "data-cash",
  "galley-logs",
  "views",
  "uploads",
  "auth",
  "vat-rates",
] as const;
