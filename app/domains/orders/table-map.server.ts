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

/** A venue's floor: 80 tables fit a tablet with a scroll; the mock's and the upstream's page size allow this many. */
const tableLimit = 500;
const nightLimit = 1000;

type FloorContext = TabContext & { event: EventRecord };

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
    const parsed = intentSchema.safeParse(Object.fromEntries(await readForm(args.request)));
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
