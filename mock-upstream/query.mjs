// The list query language of spec section 7 (page, limit, sort, count, q, _id, exact and range filters), kept apart
// from the HTTP handling so the rules the app's list screens depend on sit in one small place.
const reserved = new Set(["page", "limit", "sort", "count", "q", "_id"]);
const maxLimit = 1000;
const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

export function asString(value) {
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** Numbers as numbers, ISO dates as plain strings (their text order is their time order), other text by locale. */
function compareValues(a, b) {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  const left = asString(a);
  const right = asString(b);
  if (isoDate.test(left) && isoDate.test(right)) return left < right ? -1 : left > right ? 1 : 0;
  return left.localeCompare(right, "it", { sensitivity: "base", numeric: true });
}

function compareToBound(value, bound) {
  if (typeof value === "number" && bound.trim() !== "" && !Number.isNaN(Number(bound))) return value - Number(bound);
  const text = asString(value);
  return text < bound ? -1 : text > bound ? 1 : 0;
}

const rangeOps = {
  gte: (c) => c >= 0,
  lte: (c) => c <= 0,
  gt: (c) => c > 0,
  lt: (c) => c < 0,
};

/** `a,b` means any of a and b; an array field matches when it holds one of them. */
function matchesExact(value, wanted) {
  const options = wanted.flatMap((w) => w.split(","));
  if (Array.isArray(value)) return value.some((item) => options.includes(asString(item)));
  return options.includes(asString(value));
}

function own(record, field) {
  return Object.hasOwn(record, field) ? record[field] : undefined;
}

/** Applies the query of a list call to a collection; returns the page and the total before paging. */
export function queryRecords(records, params, searchFields = ["name"]) {
  let rows = records;
  const ids = params
    .getAll("_id")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (ids.length) rows = rows.filter((r) => ids.includes(r._id));

  const q = params.get("q")?.trim().toLowerCase();
  if (q) rows = rows.filter((r) => searchFields.some((field) => asString(own(r, field)).toLowerCase().includes(q)));

  const exact = new Map();
  for (const [key, value] of params) {
    if (reserved.has(key)) continue;
    const range = key.match(/^(.+)\[(gte|lte|gt|lt|ne)\]$/);
    if (!range) {
      exact.set(key, [...(exact.get(key) ?? []), value]);
      continue;
    }
    const [, field, op] = range;
    rows = rows.filter((r) => {
      const current = own(r, field);
      if (op === "ne") return asString(current) !== value;
      return current !== undefined && current !== null && rangeOps[op](compareToBound(current, value));
    });
  }
  for (const [field, wanted] of exact) rows = rows.filter((r) => matchesExact(own(r, field), wanted));

  const sort = (params.get("sort") || "-createdAt")
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean);
  rows = [...rows].sort((a, b) => {
    for (const key of sort) {
      const field = key.replace(/^-/, "");
      const result = compareValues(own(a, field), own(b, field));
      if (result !== 0) return key.startsWith("-") ? -result : result;
    }
    // A stable tie-break, so paging never shows a row twice or skips one.
    return compareValues(a._id, b._id);
  });

  const total = rows.length;
  const limit = Math.min(Math.floor(Number(params.get("limit"))) || 0, maxLimit);
  if (limit > 0) {
    const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
    rows = rows.slice((page - 1) * limit, page * limit);
  }
  return { rows, total };
}
