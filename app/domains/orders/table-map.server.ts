// The event's tables tab as the floor of the night: the reads behind the map, and what staff do
// from a table's tile: seat a booked reservation (its check-in), move a reservation to another table with room, free
// the table (its reservations leave it) and close it for the night or open it again. Every write first finds the
// table among the event venue's and the reservation at that table and event, else not-found and nothing is written.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import { z } from "zod";
import { notFound } from "~/core/auth/auth.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { canAccess } from "~/core/access/permissions";
import { optionalNumber, optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { UpstreamError } from "~/core/upstream/upstream.server";
import { venueTab, type EventRecord, type TabContext } from "~/domains/events/event-workspace.server";
import { seatGuest } from "~/domains/reservations/door-entries.server";
import { tableFullMessage, tableRoom } from "~/domains/reservations/reservations.server";
import { venueTableSchema } from "~/domains/venues/tables.server";
import { actionFailure, findInScope } from "~/resource/resource.server";
import { stateCounts, tableMap, type MapOrder, type MapReservation, type MapTable } from "./table-map";
import { readForm } from "~/core/http/request-body.server";
import type { Option, OptionsFrom } from "~/resource/fields";
import { listFilterOptions, searchedChoicesJson } from "~/resource/select-options.server";
import { holdingStatuses, tableCapacity } from "~/domains/reservations/reservation-transitions";
import { moveSearchButton, moveSearchField } from "./table-move";

/** A venue's floor: 80 tables fit a tablet with a scroll; the mock's and the upstream's page size allow this many. */
const tableLimit = 500;
const nightLimit = 1000;

export type FloorContext = TabContext & { event: EventRecord };

const floorReservationSchema = upstreamRecord({
  code: optionalText,
  userName: optionalText,
  status: optionalText,
  eventId: optionalText,
  tableId: optionalText,
  quantity: optionalNumber,
  usedAt: optionalText,
});

function closedTablesOf(event: EventRecord): string[] {
  const ids = event.closedTableIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
}

function venueOf(context: FloorContext) {
  return context.event.discoId ? { discoId: context.event.discoId } : {};
}

/** The venue's tables, the event's reservations at tables and its table orders, read side by side, drawn as areas. */
export async function tableFloor(args: LoaderFunctionArgs) {
  const context = await venueTab(args, "tables");
  const { api } = context.signed;
  const [tables, reservations, orders] = await Promise.all([
    api.list<MapTable>("/tables", { ...venueOf(context), sort: "code", limit: tableLimit }),
    api.list<MapReservation>("/reservations", { eventId: context.eventId, "tableId[ne]": "", limit: nightLimit }),
    api.list<MapOrder>("/orders", { eventId: context.eventId, "tableId[ne]": "", limit: nightLimit }),
  ]);
  const areas = tableMap(tables.items, reservations.items, orders.items, closedTablesOf(context.event));
  return json({
    areas,
    counts: stateCounts(areas),
    base: context.base,
    // The venue's tables are managed in full in their own section, for those who may open it.
    venueTables: canAccess("tables", context.signed.viewer),
    // The map is partial past these many (never on a real floor); the page says so rather than hiding tables.
    partial: tables.total > tables.items.length,
  });
}

/** The tables a reservation may be moved to: the event venue's, but the one it is at, by code, ten a page. */
function moveTargetsFrom(context: FloorContext, from: string): OptionsFrom {
  const query: Record<string, string> = { "_id[ne]": from };
  if (context.event.discoId) query.discoId = context.event.discoId;
  return {
    endpoint: "tables",
    optionLabel: ["code", "name"],
    // Named as the floor names a table (its tile, a move's notice).
    describe: (table) => [table.code, table.name].filter(Boolean).join(" · "),
    sort: "code",
    query,
    detail: [{ field: "area" }],
  };
}

/**
 * Says on each table of a page of targets how full it is tonight, or that it is closed: one read of the night's
 * reservations holding exactly those tables. A full or closed one stays offered (the move is refused, naming why).
 */
async function withRoomTonight(context: FloorContext, t: TFunction, options: Option[]): Promise<Option[]> {
  if (options.length === 0) return options;
  const ids = options.map((option) => option.value);
  const [tables, holding] = await Promise.all([
    context.signed.api.list<MapTable>("/tables", { ...venueOf(context), _id: ids.join(","), limit: ids.length }),
    context.signed.api.list<MapReservation>("/reservations", {
      eventId: context.eventId,
      tableId: ids.join(","),
      status: holdingStatuses.join(","),
      limit: nightLimit,
    }),
  ]);
  const closed = new Set(closedTablesOf(context.event));
  return options.map((option) => {
    const table = tables.items.find((one) => one._id === option.value);
    const held = holding.items.filter((reservation) => reservation.tableId === option.value).length;
    const room = closed.has(option.value)
      ? t("tableMap.states.closed")
      : t("tableMap.reservations", { held, capacity: tableCapacity(table?.maxReservations) });
    return { ...option, detail: [...(option.detail ?? []), room] };
  });
}

/** A move's picker as drawn: the tables matching `q` (the first ten when none), each with its room tonight. */
export async function moveTargets(context: FloorContext, request: Request, from: string, q: string) {
  const { t } = await getTranslator(request);
  const found = await listFilterOptions(context.signed, moveTargetsFrom(context, from), undefined, q);
  return { ...found, options: await withRoomTonight(context, t, found.options) };
}

/** `/events/{id}/tables/{tableId}/targets`: what a move's picker finds as the user types (q, page). */
export async function searchMoveTargets(args: LoaderFunctionArgs) {
  const context = await venueTab(args, "tables");
  const from = args.params.recordId ?? "";
  // The table moved from must be the venue's: another's answers not-found.
  await findInScope(context.signed, "tables", from, venueOf(context), venueTableSchema);
  const { t } = await getTranslator(args.request);
  const answer = (await (
    await searchedChoicesJson(context.signed, moveTargetsFrom(context, from), args.request)
  ).json()) as { options: Option[]; hasMore: boolean };
  const options = await withRoomTonight(context, t, answer.options);
  return json({ ...answer, options }, { headers: { "Cache-Control": "private, max-age=30" } });
}

const tableIntents = ["seat", "move", "free", "close", "open"] as const;

const intentSchema = z.object({
  intent: z.enum(tableIntents),
  reservationId: z.string().max(64).optional(),
  to: z.string().max(64).optional(),
});

/** A reservation of this event at this table, else not-found: nothing is written for another venue's or night's. */
async function reservationAtTable(context: FloorContext, tableId: string, id: string | undefined) {
  const reservation = await findInScope(
    context.signed,
    "reservations",
    id,
    { eventId: context.eventId, ...venueOf(context) },
    floorReservationSchema,
  );
  const found = reservation as z.output<typeof floorReservationSchema>;
  if (found.eventId !== context.eventId || found.tableId !== tableId) throw notFound();
  return found;
}

type Done = { key: string; values?: Record<string, string> };
type Refusal = { error: string; status?: number; field?: "to"; reservationId?: string };

/** One of the staff's actions on a table of the night (`/events/{id}/tables/{tableId}/detail`, posted). */
export async function tableNightAction(args: ActionFunctionArgs) {
  // Every refusal has one shape, so the dialog reads the field it names whatever refused.
  const refused = ({ status, ...body }: Refusal & { status: number }) => json(body, { status });
  const context = await venueTab(args, "tables");
  const { t } = await getTranslator(args.request);
  try {
    // The table first: another venue's answers not-found whatever was posted.
    const table = (await findInScope(
      context.signed,
      "tables",
      args.params.recordId,
      venueOf(context),
      venueTableSchema,
    )) as z.output<typeof venueTableSchema>;
    const form = await readForm(args.request);
    if (form.has(moveSearchButton)) {
      // A move's table search without JavaScript: the dialog comes back with that guest's picker offering what it found.
      const reservationId = String(form.get("reservationId") ?? "");
      const found = await moveTargets(context, args.request, table._id, String(form.get(moveSearchField) ?? "").trim());
      return json({ search: { reservationId, found } });
    }
    const parsed = intentSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return refused({ error: t("errors.badRequest"), status: 400 });
    const outcome = await applyIntent(context, args.request, t, table, parsed.data);
    if ("error" in outcome) return refused({ ...outcome, status: outcome.status ?? 409 });
    return redirectWithNotice(`${context.base}/${encodeURIComponent(table._id)}/detail`, {
      type: "positive",
      ...outcome,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { message, status } = await actionFailure(args.request, error);
    return refused({ error: message, status });
  }
}

async function applyIntent(
  context: FloorContext,
  request: Request,
  t: TFunction,
  table: z.output<typeof venueTableSchema>,
  { intent, reservationId, to }: z.output<typeof intentSchema>,
): Promise<Done | Refusal> {
  const { api } = context.signed;
  const label = [table.code, table.name].filter(Boolean).join(" · ");
  const closed = closedTablesOf(context.event);
  const put = (id: string, body: Record<string, unknown>) => api.put(`/reservations/${encodeURIComponent(id)}`, body);

  if (intent === "seat") {
    const reservation = await reservationAtTable(context, table._id, reservationId);
    const who = { name: reservation.userName ?? "", code: reservation.code ?? "" };
    // Seated is entered, through the door's own record of entries: a second tap, or one at the door, writes nothing.
    const outcome = await seatGuest(context, request, reservation._id);
    switch (outcome.outcome) {
      case "entered":
        return { key: "tableMap.done.seat", values: who };
      case "already":
        return { key: "tableMap.done.alreadySeated", values: who };
      case "refused":
        return { error: outcome.reason };
      case "failed":
        return { error: outcome.message };
      default:
        return { error: t("errors.badRequest") };
    }
  }

  if (intent === "move") {
    const reservation = await reservationAtTable(context, table._id, reservationId);
    const refuse = (error: string, status = 409): Refusal => ({ error, status, field: "to", reservationId });
    if (!to || to === table._id) return refuse(t("tableMap.chooseTable"), 400);
    const room = await tableRoom(context.signed, {
      tableId: to,
      eventId: context.eventId,
      discoId: context.event.discoId,
      except: reservation._id,
    });
    if (!room) return refuse(t("validation.notAnOption"), 400);
    const target = [room.table.code, room.table.name].filter(Boolean).join(" · ");
    if (closed.includes(to)) return refuse(t("tableMap.closedTable", { table: target }));
    if (room.booked >= room.capacity) return refuse(tableFullMessage(t, room));
    await put(reservation._id, { tableId: to });
    return { key: "tableMap.done.move", values: { code: reservation.code ?? "", table: target } };
  }

  if (intent === "free") {
    // Every reservation of the night at this table leaves it (they stay valid, without a table).
    const { items } = await api.list<{ _id: string }>("/reservations", {
      eventId: context.eventId,
      tableId: table._id,
      limit: nightLimit,
    });
    await Promise.all(items.map((reservation) => put(reservation._id, { tableId: null })));
    return { key: "tableMap.done.free", values: { table: label, count: String(items.length) } };
  }

  // The event's list of closed tables, with this one in or out: asking twice leaves it as asked.
  const next = intent === "close" ? [...new Set([...closed, table._id])] : closed.filter((id) => id !== table._id);
  await api.put(`/events/${encodeURIComponent(context.eventId)}`, { closedTableIds: next });
  return { key: `tableMap.done.${intent}`, values: { table: label } };
}
