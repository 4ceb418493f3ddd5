// The generic entity contract of spec section 7, for every entity endpoint: list (through query.mjs) with the
// `odin-count` total; get, create, update, delete; unique keys and required fields. One table declares the entities
// so that serving a new one is one line.
import { HttpError, readJson, sendJson } from "./http.mjs";
import { hashPassword } from "./passwords.mjs";
import { publicRecord } from "./auth.mjs";
import { formatRequestHooks } from "./format-requests.mjs";
import { assignProductHooks } from "./products.mjs";
import { orderHooks } from "./orders.mjs";
import { notificationHooks } from "./notifications.mjs";
import { cloakroomSlotHooks, galleyHooks, galleyLogHooks, spinGiftHooks } from "./night.mjs";
import { userHooks, userValidationHooks } from "./people.mjs";
import { reservationHooks, tableHooks } from "./reservations.mjs";
import { asString, queryRecords } from "./query.mjs";
import { newId } from "./store.mjs";
import { uploadJobHooks } from "./upload-jobs.mjs";

/** Is this path segment one of the entities? (Own keys only: `/constructor` is not an entity.) */
export function isEntity(name) {
  return Object.hasOwn(entities, name);
}

/**
 * Every entity the mock serves, with what the contract needs to know of it. Adding one is one line. An entity with
 * rules of its own (format requests) adds `hooks`: `beforeCreate(store, record)`, `afterCreate(store, created, req)`,
 * `beforeUpdate(store, existing, merged, body)`, `beforeDelete(store, existing, req)`, each free to throw an HttpError or
 * complete the record; `present(store,
 * record)` completes what is answered (fields derived from other collections).
 */
const entities = {
  labels: { search: ["name", "key"], required: ["name"] },
  users: {
    search: ["email", "name", "surname", "username"],
    unique: [["email"], ["username"]],
    required: ["email"],
    hooks: userHooks,
  },
  "musical-genres": { unique: [["name"]], required: ["name"] },
  discos: { search: ["name", "address", "publicEmail"], required: ["name"] },
  events: {
    search: ["name", "address"],
    required: ["name", "discoId", "startDate", "endDate"],
    dates: ["startDate", "endDate"],
  },
  reportings: { search: ["reason", "description"] },
  lists: { required: ["name"] },
  collaborators: { unique: [["userId", "discoId", "role"]], required: ["userId", "discoId", "role"], search: ["role"] },
  reservations: { search: ["code", "userName"], hooks: reservationHooks },
  vips: { search: ["name", "surname", "email"], required: ["name"] },
  "product-templates": { required: ["name"] },
  products: { search: ["name", "notificationText"], required: ["name"] },
  "user-validations": { search: ["identDocNumber", "userName"], hooks: userValidationHooks },
  "instagram-shares": { search: ["mediaUrl", "username"] },
  "assign-products": {
    search: ["productName", "productTemplateName", "userName", "eventName"],
    hooks: assignProductHooks,
  },
  "user-ratings": { search: ["reason", "description", "userName"] },
  orders: { search: ["token", "userName"], hooks: orderHooks },
  tables: { search: ["name", "code", "description", "area"], required: ["name"], hooks: tableHooks },
  "spin-gifts": { search: ["productName"], hooks: spinGiftHooks },
  galleys: { search: ["productName"], hooks: galleyHooks },
  "galley-logs": { search: ["productName", "action"], hooks: galleyLogHooks },
  "cloakroom-slots": {
    search: ["code", "userName", "holderName"],
    required: ["code"],
    unique: [["eventId", "code"]],
    hooks: cloakroomSlotHooks,
  },
  "order-items": { search: ["productName"] },
  "ticket-releases": { required: ["name", "eventId", "price"] },
  "upload-jobs": { search: ["filename"], hooks: uploadJobHooks },
  images: { search: ["name", "url"], required: ["name"] },
  "format-requests": {
    search: ["eventName", "formatName"],
    required: ["formatId", "discoId", "eventName", "startDate"],
    dates: ["startDate"],
    hooks: formatRequestHooks,
  },
  banners: { search: ["name", "address", "link"], required: ["name"] },
  "notification-logs": { search: ["title", "body"], hooks: notificationHooks },
  "user-locations": { search: ["userName"] },
  "product-categories": { required: ["name"] },
  "disco-categories": { unique: [["name"]], required: ["name"] },
  galleries: { required: ["name"] },
  feedbacks: { search: ["title", "description"] },
  "vat-rates": { unique: [["name"]], required: ["name"] },
  followers: { search: ["userName", "email"] },
  // The register's own password is read back by the venue (the app shows only a mask): not a user's secret to hide.
  "data-cash": { search: ["username"], showsPassword: true },
  settings: { search: ["key"] },
  faqs: { search: ["question", "answer"] },
  "promo-scans": { search: ["productName", "userName"] },
};

function validate(store, entity, definition, record, ownId) {
  for (const field of definition.required ?? []) {
    if (record[field] === undefined || record[field] === null || String(record[field]).trim() === "") {
      throw new HttpError(400, `${field} is required`);
    }
  }
  for (const key of definition.unique ?? []) {
    // Unique keys compare case-insensitively, like the collation the upstream's indexes use; an absent key is no clash.
    const value = (r, field) => asString(r[field]).trim().toLowerCase();
    if (key.some((field) => value(record, field) === "")) continue;
    const clash = store
      .collection(entity)
      .some((other) => other._id !== ownId && key.every((field) => value(other, field) === value(record, field)));
    if (clash) throw new HttpError(400, "Duplicate key error");
  }
  for (const field of definition.dates ?? []) {
    if (
      record[field] !== undefined &&
      record[field] !== null &&
      record[field] !== "" &&
      Number.isNaN(Date.parse(record[field]))
    ) {
      throw new HttpError(400, `${field} must be a date`);
    }
  }
  if (
    definition.dates &&
    record.startDate &&
    record.endDate &&
    Date.parse(record.endDate) <= Date.parse(record.startDate)
  ) {
    throw new HttpError(400, "endDate must be after startDate");
  }
}

/** References the real upstream answers with a name beside the id; the mock fills them on every write. */
const joins = [
  {
    id: "userId",
    name: "userName",
    collection: "users",
    label: (u) => `${u.name ?? ""} ${u.surname ?? ""}`.trim() || u.email,
  },
  {
    id: "promoterId",
    name: "promoterName",
    collection: "users",
    label: (u) => `${u.name ?? ""} ${u.surname ?? ""}`.trim() || u.email,
  },
  { id: "eventId", name: "eventName", collection: "events", label: (e) => e.name },
  { id: "productId", name: "productName", collection: "products", label: (p) => p.name },
  { id: "discoId", name: "discoName", collection: "discos", label: (d) => d.name },
  { id: "formatId", name: "formatName", collection: "discos", label: (d) => d.name },
  { id: "productTemplateId", name: "productTemplateName", collection: "product-templates", label: (p) => p.name },
  { id: "productCategoryId", name: "productCategoryName", collection: "product-categories", label: (c) => c.name },
  { id: "discoCategoryId", name: "discoCategoryName", collection: "disco-categories", label: (c) => c.name },
];

function withNames(store, record) {
  for (const join of joins) {
    if (!record[join.id]) continue;
    const target = store.collection(join.collection).find((candidate) => candidate._id === record[join.id]);
    if (target) record[join.name] = join.label(target);
  }
  return record;
}

/** A record's version, answered as ETag: its last change, which every write moves forward. */
function versionOf(record) {
  return `"${record.updatedAt ?? record.createdAt ?? ""}"`;
}

/** Now, or a millisecond after `previous` when a write lands within the same millisecond: each write is a new version. */
function laterThan(previous) {
  const now = Date.now();
  const last = previous ? Date.parse(previous) : NaN;
  return new Date(Number.isNaN(last) || now > last ? now : last + 1).toISOString();
}

function prepare(entity, body) {
  const record = { ...body };
  delete record._id;
  delete record.createdAt;
  delete record.updatedAt;
  delete record.passwordHash;
  if (entity === "users" && typeof record.password === "string") {
    record.passwordHash = hashPassword(record.password);
    delete record.password;
  }
  return record;
}

/**
 * Answers `/{entity}` and `/{entity}/{id}`; `scope` narrows a collection (the products/generic and /redemption views).
 * Returns false when the path is not an entity path.
 */
export async function handleEntity(store, req, res, path, url) {
  const parts = path.split("/").filter(Boolean);
  let entity = parts[0];
  let id = parts[1];
  let scope = null;
  if (entity === "products" && (parts[1] === "generic" || parts[1] === "redemption")) {
    scope = { type: parts[1] };
    id = parts[2];
    if (parts.length > 3) return false;
  } else if (parts.length > 2) {
    return false;
  }
  if (!isEntity(entity)) return false;
  const definition = entities[entity];
  const collection = store.collection(entity);
  const inScope = (record) => !scope || Object.entries(scope).every(([k, v]) => record[k] === v);
  const shown = (record) => (definition.showsPassword ? { ...record } : publicRecord(record));
  const out = (record) => (definition.hooks?.present ? definition.hooks.present(store, shown(record)) : shown(record));

  if (!id) {
    if (req.method === "GET") {
      const { rows, total } = queryRecords(collection.filter(inScope), url.searchParams, definition.search);
      const headers = url.searchParams.get("count") === "true" ? { "odin-count": String(total) } : {};
      sendJson(res, 200, rows.map(out), headers);
      return true;
    }
    if (req.method === "POST") {
      const record = withNames(store, { ...prepare(entity, await readJson(req)), ...scope });
      validate(store, entity, definition, record, null);
      definition.hooks?.beforeCreate?.(store, record);
      const now = new Date().toISOString();
      const created = { _id: newId(), ...record, createdAt: now, updatedAt: now };
      collection.push(created);
      definition.hooks?.afterCreate?.(store, created, req);
      store.changed();
      sendJson(res, 201, out(created));
      return true;
    }
    throw new HttpError(405, "Method not allowed");
  }

  const index = collection.findIndex((record) => record._id === id && inScope(record));
  if (index === -1) throw new HttpError(404, "Not found");
  const existing = collection[index];
  if (req.method === "GET") {
    // Filters on a read by id are ignored, as most REST APIs ignore them: the back-office guards its own scope.
    sendJson(res, 200, out(existing), { etag: versionOf(existing) });
    return true;
  }
  if (req.method === "PUT" || req.method === "PATCH") {
    // A conditional write (HTTP's If-Match, with the version a read answered as ETag) is refused with 412 when the
    // record changed meanwhile: two phones letting in the same guest at once write once.
    const condition = req.headers["if-match"];
    if (condition && condition !== "*" && condition !== versionOf(existing))
      throw new HttpError(412, "The record changed since it was read");
    const body = prepare(entity, await readJson(req));
    const merged = withNames(store, {
      ...existing,
      ...body,
      ...scope,
      _id: existing._id,
      createdAt: existing.createdAt,
    });
    validate(store, entity, definition, merged, existing._id);
    definition.hooks?.beforeUpdate?.(store, existing, merged, body);
    merged.updatedAt = laterThan(existing.updatedAt);
    collection[index] = merged;
    store.changed();
    sendJson(res, 200, out(merged), { etag: versionOf(merged) });
    return true;
  }
  if (req.method === "DELETE") {
    definition.hooks?.beforeDelete?.(store, existing, req);
    collection.splice(index, 1);
    store.changed();
    sendJson(res, 200, out(existing));
    return true;
  }
  throw new HttpError(405, "Method not allowed");
}
