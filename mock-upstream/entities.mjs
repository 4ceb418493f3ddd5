// The generic entity contract of spec section 7, for every entity endpoint: list with paging, sort, search, filters
// and the `odin-count` total; get, create, update, delete; unique keys and required fields.
import { HttpError, readJson, sendJson } from "./http.mjs";
import { hashPassword } from "./passwords.mjs";
import { publicRecord } from "./auth.mjs";
import { newId } from "./store.mjs";

/** Every entity the mock serves, with what the contract needs to know of it. Adding one is one line. */
export const entities = {
  labels: { search: ["name", "key"] },
  users: { search: ["email", "name", "surname", "username"], unique: [["email"], ["username"]], required: ["email"] },
  "musical-genres": { unique: [["name"]], required: ["name"] },
  discos: { search: ["name", "address", "publicEmail"], required: ["name"] },
  events: { search: ["name", "address"], required: ["name", "discoId", "startDate", "endDate"], dates: ["startDate", "endDate"] },
  reportings: { search: ["reason", "description"] },
  lists: { required: ["name"] },
  collaborators: { unique: [["userId", "discoId", "role"]], required: ["userId", "discoId", "role"], search: ["role"] },
  reservations: { search: ["code", "userName"] },
  vips: { search: ["name", "surname", "email"] },
  "product-templates": { required: ["name"] },
  products: { required: ["name"] },
  "user-validations": { search: ["identDocNumber", "userName"] },
  "instagram-shares": { search: ["mediaUrl", "username"] },
  "assign-products": { search: ["productName", "userName"] },
  "user-ratings": { search: ["reason", "description", "userName"] },
  orders: { search: ["token", "userName"] },
  tables: { search: ["name", "code", "description"], required: ["name"] },
  galleys: { search: ["productName"] },
  "spin-gifts": { search: ["productName"] },
  "galley-logs": { search: ["productName", "action"] },
  "cloakroom-slots": { search: ["code", "userName"] },
  "order-items": { search: ["productName"] },
  "ticket-releases": { required: ["name", "eventId", "price"] },
  "upload-jobs": { search: ["filename"] },
  images: { search: ["name", "url"] },
  "format-requests": { search: ["eventName", "formatName"] },
  banners: { search: ["name", "address", "link"] },
  "notification-logs": { search: ["title", "body"] },
  "user-locations": { search: ["userName"] },
  "product-categories": { required: ["name"] },
  "disco-categories": { unique: [["name"]], required: ["name"] },
  galleries: { required: ["name"] },
  feedbacks: { search: ["title", "description"] },
  "vat-rates": { unique: [["name"]], required: ["name"] },
  followers: { search: ["userName", "email"] },
  "data-cash": { search: ["username"] },
  settings: { search: ["key"] },
  faqs: { search: ["question", "answer"] },
};

const reserved = new Set(["page", "limit", "sort", "count", "q", "_id"]);

function asString(value) {
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

function matchesExact(value, wanted) {
  const options = wanted.flatMap((w) => w.split(","));
  if (Array.isArray(value)) return value.some((item) => options.includes(asString(item)));
  return options.includes(asString(value));
}

function compare(a, b) {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" || typeof b === "boolean") return Number(a) - Number(b);
  return String(a).localeCompare(String(b), "it", { sensitivity: "base", numeric: true });
}

function compareRange(value, bound) {
  if (typeof value === "number" && bound !== "" && !Number.isNaN(Number(bound))) return value - Number(bound);
  return String(value).localeCompare(bound);
}

const rangeOps = {
  gte: (c) => c >= 0,
  lte: (c) => c <= 0,
  gt: (c) => c > 0,
  lt: (c) => c < 0,
};

/** Applies the query of a list call to a collection; returns the page and the total before paging. */
export function queryRecords(records, params, searchFields = ["name"]) {
  let rows = records;
  const ids = params.getAll("_id").flatMap((v) => v.split(",")).filter(Boolean);
  if (ids.length) rows = rows.filter((r) => ids.includes(r._id));
  const q = params.get("q")?.trim().toLowerCase();
  if (q) rows = rows.filter((r) => searchFields.some((field) => asString(r[field]).toLowerCase().includes(q)));
  const exact = new Map();
  for (const [key, value] of params) {
    if (reserved.has(key)) continue;
    const range = key.match(/^(.+)\[(gte|lte|gt|lt|ne)\]$/);
    if (range) {
      const [, field, op] = range;
      rows = rows.filter((r) =>
        op === "ne" ? asString(r[field]) !== value : r[field] !== undefined && r[field] !== null && rangeOps[op](compareRange(r[field], value)),
      );
    } else {
      exact.set(key, [...(exact.get(key) ?? []), value]);
    }
  }
  for (const [field, wanted] of exact) rows = rows.filter((r) => matchesExact(r[field], wanted));

  const sort = (params.get("sort") || "-createdAt").split(",").filter(Boolean);
  rows = [...rows].sort((a, b) => {
    for (const key of sort) {
      const field = key.replace(/^-/, "");
      const result = compare(a[field], b[field]);
      if (result !== 0) return key.startsWith("-") ? -result : result;
    }
    return compare(a._id, b._id);
  });
  const total = rows.length;
  const limit = Math.min(Number(params.get("limit")) || 0, 1000);
  if (limit > 0) {
    const page = Math.max(1, Number(params.get("page")) || 1);
    rows = rows.slice((page - 1) * limit, page * limit);
  }
  return { rows, total };
}

function validate(store, entity, definition, record, ownId) {
  for (const field of definition.required ?? []) {
    if (record[field] === undefined || record[field] === null || record[field] === "") {
      throw new HttpError(400, `${field} is required`);
    }
  }
  for (const key of definition.unique ?? []) {
    const clash = store
      .collection(entity)
      .some((other) => other._id !== ownId && key.every((field) => record[field] !== undefined && record[field] !== "" && asString(other[field]).toLowerCase() === asString(record[field]).toLowerCase()));
    if (clash) throw new HttpError(400, "Duplicate key error");
  }
  if (definition.dates && record.startDate && record.endDate && Date.parse(record.endDate) <= Date.parse(record.startDate)) {
    throw new HttpError(400, "endDate must be after startDate");
  }
}

/** References the real upstream answers with a name beside the id; the mock fills them on every write. */
const joins = [
  { id: "userId", name: "userName", collection: "users", label: (u) => `${u.name ?? ""} ${u.surname ?? ""}`.trim() || u.email },
  { id: "promoterId", name: "promoterName", collection: "users", label: (u) => `${u.name ?? ""} ${u.surname ?? ""}`.trim() || u.email },
  { id: "eventId", name: "eventName", collection: "events", label: (e) => e.name },
  { id: "productId", name: "productName", collection: "products", label: (p) => p.name },
  { id: "discoId", name: "discoName", collection: "discos", label: (d) => d.name },
];

function withNames(store, record) {
  for (const join of joins) {
    if (!record[join.id]) continue;
    const target = store.collection(join.collection).find((candidate) => candidate._id === record[join.id]);
    if (target) record[join.name] = join.label(target);
  }
  return record;
}

function prepare(entity, body) {
  const record = { ...body };
  delete record._id;
  delete record.createdAt;
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
  const definition = entities[entity];
  if (!definition) return false;
  const collection = store.collection(entity);
  const inScope = (record) => !scope || Object.entries(scope).every(([k, v]) => record[k] === v);
  const out = (record) => publicRecord(record);

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
      const now = new Date().toISOString();
      const created = { _id: newId(), ...record, createdAt: now, updatedAt: now };
      collection.push(created);
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
    sendJson(res, 200, out(existing));
    return true;
  }
  if (req.method === "PUT" || req.method === "PATCH") {
    const merged = withNames(store, { ...existing, ...prepare(entity, await readJson(req)), _id: existing._id, createdAt: existing.createdAt });
    validate(store, entity, definition, merged, existing._id);
    merged.updatedAt = new Date().toISOString();
    collection[index] = merged;
    store.changed();
    sendJson(res, 200, out(merged));
    return true;
  }
  if (req.method === "DELETE") {
    collection.splice(index, 1);
    store.changed();
    sendJson(res, 200, out(existing));
    return true;
  }
  throw new HttpError(405, "Method not allowed");
}
