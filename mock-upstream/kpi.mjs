// The KPI dashboard (spec section 7: `GET /events/kpi/dashboard?discoId=&eventId=&from=&to=`): totals, a series per
// day, the ticket releases' running totals and the reservations per status, computed from the store.
import { HttpError, sendJson } from "./http.mjs";
import { requireBearer } from "./auth.mjs";

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
  // One event or several (`a,b`, the list language's any of): they stand for the venue's events, not beside them.
  const eventIds = (params.get("eventId") ?? "").split(",").filter(Boolean);
  const to = dateParam(params, "to", new Date());
  const from = dateParam(params, "from", new Date(to.getTime() - 29 * dayMs));
  if (from > to) throw new HttpError(400, "from must not be after to");
  if (to - from > maxKpiDays * dayMs) throw new HttpError(400, `The range can span at most ${maxKpiDays} days`);
  const inRange = (iso) =>
    typeof iso === "string" && day(iso) >= day(from.toISOString()) && day(iso) <= day(to.toISOString());
  const events = store
    .collection("events")
    .filter((e) => (eventIds.length > 0 ? eventIds.includes(e._id) : !discoId || e.discoId === discoId));
  const namedEvents = eventIds.length > 0;
  const chosen = new Set(events.map((e) => e._id));
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
    if (!chosen.has(order.eventId) || !inRange(order.createdAt)) continue;
    const point = series.get(day(order.createdAt));
    if (!point) continue;
    point.orders += 1;
    if (["paid", "accepted"].includes(order.status)) point.revenue += order.price ?? 0;
  }
  const reservationsByStatus = {};
  for (const reservation of store.collection("reservations")) {
    if (!chosen.has(reservation.eventId) || !inRange(reservation.createdAt)) continue;
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
    .filter((r) => chosen.has(r.eventId))
    .filter(
      (r) => namedEvents || ((!r.fromDate || day(r.fromDate) <= toDay) && (!r.toDate || day(r.toDate) >= fromDay)),
    )
    .sort(
      (a, b) => (a.fromDate ?? "").localeCompare(b.fromDate ?? "") || (a.hierarchyOrder ?? 0) - (b.hierarchyOrder ?? 0),
    )
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

/** `/events/kpi/dashboard`, with a bearer. Returns false for any other path. */
export function handleKpi(store, req, res, pathname, url) {
  if (pathname !== "/events/kpi/dashboard") return false;
  requireBearer(store, req);
  if (req.method !== "GET") throw new HttpError(405, "Method not allowed");
  sendJson(res, 200, kpiDashboard(store, url.searchParams));
  return true;
}
