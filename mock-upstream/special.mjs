// The few endpoints outside the generic contract (spec section 7): the KPI dashboard, unread views, chats,
// connections, uploads and the email-hash avatar lookup. Each has its own shape, so each is written out here rather
// than bent into the generic entity handler.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { HttpError, readBody, readJson, sendJson } from "./http.mjs";
import { requireBearer } from "./auth.mjs";
import { queryRecords } from "./query.mjs";
import { newId } from "./store.mjs";

const uploadTypes = {
  pdf: ["application/pdf"],
  doc: ["application/msword"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  xls: ["application/vnd.ms-excel"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ppt: ["application/vnd.ms-powerpoint"],
  pptx: ["application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  jpg: ["image/jpeg", "image/jpg"],
  jpeg: ["image/jpeg", "image/jpg"],
  png: ["image/png"],
  gif: ["image/gif"],
  heic: ["image/heic"],
  heif: ["image/heif"],
};
const maxUpload = 10 * 1024 * 1024;

function md5(text) {
  return crypto.createHash("md5").update(text.trim().toLowerCase()).digest("hex");
}

const avatarOwner = md5("admin@demo.test");

function day(iso) {
  return iso.slice(0, 10);
}

const dayMs = 86400000;
const maxKpiDays = 1100;

function dateParam(params, name, fallback) {
  const raw = params.get(name);
  if (!raw) return fallback;
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) throw new HttpError(400, `${name} must be a date`);
  return date;
}

function kpiDashboard(store, params) {
  const discoId = params.get("discoId");
  const eventId = params.get("eventId");
  const to = dateParam(params, "to", new Date());
  const from = dateParam(params, "from", new Date(to.getTime() - 29 * dayMs));
  if (from > to) throw new HttpError(400, "from must not be after to");
  if (to - from > maxKpiDays * dayMs) throw new HttpError(400, `The range can span at most ${maxKpiDays} days`);
  const inRange = (iso) =>
    typeof iso === "string" && day(iso) >= day(from.toISOString()) && day(iso) <= day(to.toISOString());
  const events = store
    .collection("events")
    .filter((e) => (!discoId || e.discoId === discoId) && (!eventId || e._id === eventId));
  const eventIds = new Set(events.map((e) => e._id));
  const series = new Map();
  for (let t = new Date(day(from.toISOString())); t <= to; t = new Date(t.getTime() + dayMs)) {
    series.set(day(t.toISOString()), {
      date: day(t.toISOString()),
      ticketsSold: 0,
      revenue: 0,
      reservations: 0,
      orders: 0,
      followers: 0,
    });
  }
  for (const order of store.collection("orders")) {
    if (!eventIds.has(order.eventId) || !inRange(order.createdAt)) continue;
    const point = series.get(day(order.createdAt));
    if (!point) continue;
    point.orders += 1;
    if (["paid", "accepted"].includes(order.status)) point.revenue += order.price ?? 0;
  }
  const reservationsByStatus = {};
  for (const reservation of store.collection("reservations")) {
    if (!eventIds.has(reservation.eventId) || !inRange(reservation.createdAt)) continue;
    const point = series.get(day(reservation.createdAt));
    if (!point) continue;
    point.reservations += 1;
    reservationsByStatus[reservation.status] = (reservationsByStatus[reservation.status] ?? 0) + 1;
    if (["accepted", "used", "usable"].includes(reservation.status)) point.ticketsSold += reservation.quantity ?? 1;
  }
  // Releases carry running totals, not sales per day: one event shows all its releases; a venue those whose sale
  // window meets the range.
  const fromDay = day(from.toISOString());
  const toDay = day(to.toISOString());
  const eventNames = new Map(events.map((e) => [e._id, e.name]));
  const byRelease = store
    .collection("ticket-releases")
    .filter((r) => eventIds.has(r.eventId))
    .filter((r) => eventId || ((!r.fromDate || day(r.fromDate) <= toDay) && (!r.toDate || day(r.toDate) >= fromDay)))
    .sort((a, b) => (a.fromDate ?? "").localeCompare(b.fromDate ?? "") || (a.hierarchyOrder ?? 0) - (b.hierarchyOrder ?? 0))
    .map((r) => ({
      releaseId: r._id,
      name: r.name,
      eventId: r.eventId,
      eventName: eventNames.get(r.eventId) ?? "",
      sold: r.soldTickets ?? 0,
      maxTickets: r.maxTickets ?? 0,
      revenue: (r.soldTickets ?? 0) * (r.price ?? 0),
    }));
  const points = [...series.values()];
  const sum = (key) => points.reduce((total, p) => total + p[key], 0);
  // Followers belong to a venue, not an event: the series counts the venue's new followers per day, the total all of them.
  const venueFollowers = store.collection("followers").filter((f) => !discoId || f.discoId === discoId);
  for (const follower of venueFollowers) {
    if (!inRange(follower.createdAt)) continue;
    const point = series.get(day(follower.createdAt));
    if (point) point.followers += 1;
  }
  const followers = venueFollowers.length;
  return {
    totals: {
      ticketsSold: sum("ticketsSold"),
      revenue: sum("revenue"),
      reservations: sum("reservations"),
      orders: sum("orders"),
      followers,
    },
    series: points,
    byRelease,
    reservationsByStatus,
  };
}

/** The routes that need no bearer: an <img> tag cannot send one. Returns false for any other path. */
export async function handlePublic(store, req, res, pathname, dataDir) {
  const method = req.method;
  const avatar = pathname.match(/^\/avatar\/([0-9a-f]{32})$/);
  if (method === "GET" && avatar) {
    if (avatar[1] !== avatarOwner) throw new HttpError(404, "Not found");
    res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" });
    res.end(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#0f766e"/><circle cx="48" cy="38" r="18" fill="#fff"/><rect x="18" y="62" width="60" height="30" rx="15" fill="#fff"/></svg>',
    );
    return true;
  }
  const placeholder = pathname.match(/^\/placeholder\/(\d{1,4})\.svg$/);
  if (method === "GET" && placeholder) {
    // The demo library's pictures: a coloured square with its number, so a picker has something to show.
    const n = Number(placeholder[1]);
    res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" });
    res.end(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="hsl(${(n * 47) % 360} 60% 45%)"/><text x="60" y="72" font-size="36" text-anchor="middle" fill="#fff" font-family="sans-serif">${n}</text></svg>`,
    );
    return true;
  }
  const file = pathname.match(/^\/uploads\/([0-9a-f]{24})\/file$/);
  if (method === "GET" && file) {
    const meta = store.collection("uploads").find((u) => u._id === file[1]);
    const location = meta?.storedAs && pathJoinSafe(dataDir, meta.storedAs);
    if (!meta || !location || !fs.existsSync(location)) throw new HttpError(404, "Not found");
    res.writeHead(200, {
      "content-type": meta.contentType,
      "content-length": meta.size,
      "cache-control": "public, max-age=31536000, immutable",
    });
    fs.createReadStream(location)
      .on("error", () => res.destroy())
      .pipe(res);
    return true;
  }
  return false;
}

const viewableEntities = ["feedbacks", "user-validations", "reportings"];

/** The special routes that need a bearer. Returns false for any other path. */
export async function handleSpecial(store, req, res, pathname, url, dataDir) {
  const method = req.method;

  const known =
    pathname === "/events/kpi/dashboard" ||
    pathname === "/views" ||
    pathname === "/views/toread" ||
    pathname === "/uploads" ||
    pathname === "/chats" ||
    pathname.startsWith("/chats/") ||
    pathname.startsWith("/connections/");
  if (!known) return false;
  const me = requireBearer(store, req);

  if (method === "GET" && pathname === "/events/kpi/dashboard") {
    sendJson(res, 200, kpiDashboard(store, url.searchParams));
    return true;
  }
  if (method === "GET" && pathname === "/views/toread") {
    const entityType = url.searchParams.get("entityType") ?? "";
    if (!viewableEntities.includes(entityType))
      throw new HttpError(400, `entityType must be one of ${viewableEntities.join(", ")}`);
    const viewed = new Set(
      store
        .collection("views")
        .filter((v) => v.userId === me._id && v.entityType === entityType)
        .map((v) => v.entityId),
    );
    const ids = store
      .collection(entityType)
      .map((r) => r._id)
      .filter((id) => !viewed.has(id));
    sendJson(res, 200, ids);
    return true;
  }
  if (method === "POST" && pathname === "/views") {
    const body = await readJson(req);
    if (!body.entityId || !viewableEntities.includes(body.entityType))
      throw new HttpError(400, "entityId and entityType are required");
    // Viewing twice is still one view: the same one is answered again.
    const userId = body.userId ?? me._id;
    const seen = store
      .collection("views")
      .find((v) => v.userId === userId && v.entityId === String(body.entityId) && v.entityType === body.entityType);
    if (seen) {
      sendJson(res, 201, seen);
      return true;
    }
    const now = new Date().toISOString();
    const view = {
      _id: newId(),
      userId,
      entityId: String(body.entityId),
      entityType: body.entityType,
      createdAt: now,
      updatedAt: now,
    };
    store.collection("views").push(view);
    store.changed();
    sendJson(res, 201, view);
    return true;
  }
  if (method === "GET" && pathname === "/chats/toread") {
    const ids = store
      .collection("chats")
      .filter((c) => c.participantsIds?.includes(me._id) && !(c.readBy ?? []).includes(me._id))
      .map((c) => c._id);
    sendJson(res, 200, ids);
    return true;
  }
  if (method === "GET" && pathname === "/chats") {
    const chats = store.collection("chats").filter((c) => me.role === "admin" || c.participantsIds?.includes(me._id));
    const params = new URLSearchParams(url.searchParams);
    if (!params.get("sort")) params.set("sort", "-updatedAt");
    sendJson(res, 200, queryRecords(chats, params).rows);
    return true;
  }
  if (method === "POST" && pathname === "/chats") {
    const body = await readJson(req);
    if (!Array.isArray(body.participantsIds) || body.participantsIds.length === 0)
      throw new HttpError(400, "participantsIds is required");
    const now = new Date().toISOString();
    const chat = {
      _id: newId(),
      participantsIds: body.participantsIds,
      status: "waiting",
      readBy: [me._id],
      createdAt: now,
      updatedAt: now,
    };
    store.collection("chats").push(chat);
    store.changed();
    sendJson(res, 201, chat);
    return true;
  }
  const read = pathname.match(/^\/chats\/([^/]+)\/read$/);
  if (method === "PATCH" && read) {
    const chat = store.collection("chats").find((c) => c._id === read[1]);
    if (!chat) throw new HttpError(404, "Not found");
    chat.readBy = [...new Set([...(chat.readBy ?? []), me._id])];
    store.changed();
    sendJson(res, 200, chat);
    return true;
  }
  const connection = pathname.match(/^\/connections\/([^/]+)$/);
  if (method === "POST" && connection) {
    const body = await readJson(req);
    const chat = store.collection("chats").find((c) => c._id === connection[1]);
    if (!chat) throw new HttpError(404, "Not found");
    chat.status = "active";
    chat.employeeId = body.employeeId ?? me._id;
    chat.updatedAt = new Date().toISOString();
    store.changed();
    sendJson(res, 200, chat);
    return true;
  }
  if (method === "POST" && pathname === "/uploads") {
    const filename = url.searchParams.get("filename") ?? "";
    const extension = filename.split(".").pop()?.toLowerCase() ?? "";
    const contentType = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
    const allowed = Object.hasOwn(uploadTypes, extension) ? uploadTypes[extension] : [];
    if (!allowed.includes(contentType)) throw new HttpError(400, "Unsupported file type");
    const bytes = await readBody(req, maxUpload);
    if (bytes.length === 0) throw new HttpError(400, "Empty file");
    const now = new Date().toISOString();
    const _id = newId();
    const storedAs = path.posix.join("uploads", `${_id}.${extension}`);
    fs.mkdirSync(pathJoinSafe(dataDir, "uploads"), { recursive: true });
    fs.writeFileSync(pathJoinSafe(dataDir, storedAs), bytes);
    const meta = {
      _id,
      url: `/uploads/${_id}/file`,
      filename,
      contentType,
      size: bytes.length,
      storedAs,
      createdAt: now,
      updatedAt: now,
    };
    store.collection("uploads").push(meta);
    store.changed();
    // Where the bytes sit on disk stays the mock's business.
    sendJson(res, 201, { _id, url: meta.url, filename, contentType, size: meta.size });
    return true;
  }
  const exactPaths = ["/events/kpi/dashboard", "/views", "/views/toread", "/uploads", "/chats", "/chats/toread"];
  if (exactPaths.includes(pathname)) throw new HttpError(405, "Method not allowed");
  throw new HttpError(404, "Not found");
}

function pathJoinSafe(root, relative) {
  const resolved = path.resolve(root, relative);
  if (!resolved.startsWith(path.resolve(root))) throw new HttpError(400, "Bad path");
  return resolved;
}
