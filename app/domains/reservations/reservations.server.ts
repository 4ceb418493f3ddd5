// Reservations' lists with their counts per state, their form (staff create one for a guest and edit its flags and
// table), and their state changes (spec section 4): accept, reject, cancel, refund, mark used. Only a change the
// current state allows is applied; a table is never given past its capacity, whether a reservation is put at it,
// moved to it or accepted there.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import { z } from "zod";
import type { ResourceDefinition } from "~/resource/definition";
import { notFound, requireAccess, type Signed } from "~/core/auth/auth.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { parseListQuery, toUpstreamQuery } from "~/core/lists/list-query";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { section } from "~/core/access/permissions";
import {
  canApply,
  holdingStatuses,
  reservationStatuses,
  tableCapacity,
  targetStatus,
  type ReservationAction,
} from "./reservation-transitions";
import {
  actionFailure,
  findInScope,
  findRecord,
  listPath,
  resourceListData,
  resourceRecord,
  resourceSave,
  scopeQuery,
  searchOptions,
  type ResourceContext,
} from "~/resource/resource.server";
import type { FormValues } from "~/resource/fields";
import { UpstreamError } from "~/core/upstream/upstream.server";
import { optionalNumber, optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { events } from "~/domains/events/events.resources";
import { venueTableSchema, type VenueTable } from "~/domains/venues/tables.server";

/** A reservation as the confirmations, the changes and a table's detail read it (spec section 3). */
export const reservationSchema = upstreamRecord({
  status: optionalText,
  code: optionalText,
  userName: optionalText,
  eventName: optionalText,
  quantity: optionalNumber,
  createdAt: optionalText,
  tableId: optionalText,
  eventId: optionalText,
  discoId: optionalText,
});
export type Reservation = z.output<typeof reservationSchema>;

/**
 * The list, and how many of the filtered reservations are in each state (one count per state, all at once). A count
 * whose upstream total is withheld (decision 049: its contract probe showed the scope ignored) withholds them all
 * (`counts: null`): a count per state over other venues' rows is never shown.
 */
export async function reservationsList(
  resource: ResourceDefinition,
  args: LoaderFunctionArgs,
  context: ResourceContext = {},
) {
  const signed = context.signed ?? (await requireAccess(args.request, resource.section));
  const state = parseListQuery(new URL(args.request.url).searchParams, resource.list);
  const { status: _status, ...otherFilters } = state.filters;
  const base = {
    ...toUpstreamQuery({ ...state, filters: otherFilters }, resource.list),
    ...scopeQuery(resource, signed, context.scope),
    page: 1,
    limit: 1,
  };
  const [list, ...counts] = await Promise.all([
    resourceListData(resource, args, { ...context, signed }),
    ...reservationStatuses.map((status) =>
      signed.api
        .list(`/${resource.endpoint}`, { ...base, status })
        .then(({ total, totalWithheld }) => (totalWithheld ? null : total)),
    ),
  ]);
  const withheld = counts.some((count) => count === null);
  return json({
    ...list,
    counts: withheld
      ? null
      : Object.fromEntries(reservationStatuses.map((status, index) => [status, counts[index] ?? 0])),
  });
}

function requested(params: LoaderFunctionArgs["params"]): { id: string; action: string } {
  if (!params.recordId || !params.action) throw notFound();
  return { id: params.recordId, action: params.action };
}

/** The confirmation's data; a change the reservation's state does not allow is not-found. */
export async function reservationChange(
  resource: ResourceDefinition,
  args: LoaderFunctionArgs,
  context: ResourceContext = {},
) {
  const signed = context.signed ?? (await requireAccess(args.request, resource.section));
  const { id, action } = requested(args.params);
  const reservation = await findRecord(resource, signed, id, context, reservationSchema);
  if (!canApply(action, reservation.status ?? "")) throw notFound();
  return json({ reservation, action, base: context.base ?? section(resource.section).path });
}

/** The event a reservation is for, as its form and its table need it: its venue, and whether it is a festival. */
const reservationEventSchema = upstreamRecord({
  discoId: optionalText,
  isFestival: z.boolean().optional().catch(undefined),
});
type ReservationEvent = z.output<typeof reservationEventSchema>;

/** Where a reservation is worked on: its section, or an event's tab, which has read its event already. */
export type ReservationContext = ResourceContext & { event?: ReservationEvent };

/** Is a thrown value the not-found of a record out of reach (findInScope)? */
function isNotFound(error: unknown): boolean {
  return error instanceof Response && error.status === 404;
}

/** How full a table is at an event: its capacity and the reservations holding it (all but `except`), or null if the
 * table is not one of the venue's. */
export async function tableRoom(
  signed: Signed,
  where: { tableId: string; eventId: string | undefined; discoId: string | undefined; except?: string },
): Promise<{ table: VenueTable; capacity: number; booked: number } | null> {
  const [table, holding] = await Promise.all([
    findInScope(
      signed,
      "tables",
      where.tableId,
      where.discoId ? { discoId: where.discoId } : {},
      venueTableSchema,
    ).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    }),
    signed.api.list("/reservations", {
      tableId: where.tableId,
      eventId: where.eventId,
      status: holdingStatuses.join(","),
      ...(where.except ? { "_id[ne]": where.except } : {}),
      limit: 1,
    }),
  ]);
  return table ? { table, capacity: tableCapacity(table.maxReservations), booked: holding.total } : null;
}

/** The refusal of a full table, naming it, its capacity and how many reservations already hold it. */
export function tableFullMessage(t: TFunction, room: { table: VenueTable; capacity: number; booked: number }): string {
  return t("reservations.tableFull", {
    table: [room.table.code, room.table.name].filter(Boolean).join(" · "),
    capacity: room.capacity,
    booked: room.booked,
  });
}

/** Is there room at the reservation's table for it too? Counted among the event's reservations that hold it. */
export async function acceptProblem(signed: Signed, t: TFunction, reservation: Reservation): Promise<string | null> {
  if (!reservation.tableId) return null;
  const room = await tableRoom(signed, {
    tableId: reservation.tableId,
    eventId: reservation.eventId,
    discoId: reservation.discoId,
    except: reservation._id,
  });
  return room && room.booked >= room.capacity ? tableFullMessage(t, room) : null;
}

/**
 * The table a saved reservation asks for: one of its venue's, with room for it at its event unless it is already
 * there. Putting a reservation at a table, moving it to another and taking it off are all this one field.
 */
async function tableProblem(
  signed: Signed,
  t: TFunction,
  payload: FormValues,
  id: string,
): Promise<Record<string, string[]> | null> {
  const tableId = typeof payload.tableId === "string" ? payload.tableId : "";
  if (!tableId) return null;
  const eventId = typeof payload.eventId === "string" ? payload.eventId : undefined;
  if (id !== "new") {
    const current = await signed.api.getAs(reservationSchema, `/reservations/${encodeURIComponent(id)}`);
    if (current.tableId === tableId && current.eventId === eventId) return null;
  }
  const room = await tableRoom(signed, {
    tableId,
    eventId,
    discoId: typeof payload.discoId === "string" ? payload.discoId : undefined,
    except: id === "new" ? undefined : id,
  });
  if (!room) return { tableId: ["validation.notAnOption"] };
  return room.booked >= room.capacity ? { tableId: [tableFullMessage(t, room)] } : null;
}

/**
 * The resource as an event's tab fills it: its table select offers the tables of the event's venue only (an admin's
 * reach is every venue's), searched ten at a time like any picker, on the form's first page, in its search without
 * JavaScript and in what a sent-back form names.
 */
function withTablesOf(resource: ResourceDefinition, venue: string | null | undefined): ResourceDefinition {
  if (!venue) return resource;
  return {
    ...resource,
    fields: resource.fields.map((field) =>
      field.name === "tableId" && field.optionsFrom
        ? { ...field, optionsFrom: { ...field.optionsFrom, query: { ...field.optionsFrom.query, discoId: venue } } }
        : field,
    ),
  };
}

/** The form of a reservation; in an event's tab, the tables offered are those of the event's venue. */
export async function reservationForm(
  resource: ResourceDefinition,
  args: LoaderFunctionArgs,
  context: ReservationContext = {},
) {
  const signed = context.signed ?? (await requireAccess(args.request, resource.section));
  return resourceRecord(withTablesOf(resource, context.event?.discoId), args, "edit", { ...context, signed });
}

/** `<event tab>/options/<field>`: a reservation form's picker in an event's tab, searching the event venue's tables. */
export async function eventReservationOptions(
  resource: ResourceDefinition,
  args: LoaderFunctionArgs,
  context: ReservationContext,
) {
  return searchOptions(withTablesOf(resource, context.event?.discoId), args.params.field, args.request);
}

/**
 * Saves a reservation: its venue (and whether it is a festival's) comes from its event, the event from the URL in an
 * event's tab or from the form's choice within the user's reach; the table must have room.
 */
export async function reservationSave(
  resource: ResourceDefinition,
  args: ActionFunctionArgs,
  context: ReservationContext = {},
) {
  const signed = context.signed ?? (await requireAccess(args.request, resource.section));
  const { t } = await getTranslator(args.request);
  const reads = new Map<string, Promise<ReservationEvent | null>>();
  const eventOf = (eventId: unknown): Promise<ReservationEvent | null> => {
    if (context.event) return Promise.resolve(context.event);
    if (typeof eventId !== "string" || !eventId) return Promise.resolve(null);
    let read = reads.get(eventId);
    if (!read) {
      read = findInScope(signed, events.endpoint, eventId, scopeQuery(events, signed), reservationEventSchema).catch(
        (error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        },
      );
      reads.set(eventId, read);
    }
    return read;
  };
  return resourceSave(withTablesOf(resource, context.event?.discoId), args, {
    ...context,
    signed,
    prepare: async (values) => {
      // A failed read is told by the check below, which runs where upstream failures are answered.
      const event = await eventOf(values.eventId).catch(() => null);
      return event ? { ...values, discoId: event.discoId, festival: Boolean(event.isFestival) } : values;
    },
    check: async (payload, id) => {
      if (!(await eventOf(payload.eventId))) return { eventId: ["validation.notAnOption"] };
      return tableProblem(signed, t, payload, id);
    },
  });
}

export async function applyReservationChange(
  resource: ResourceDefinition,
  args: ActionFunctionArgs,
  context: ResourceContext = {},
) {
  const signed = context.signed ?? (await requireAccess(args.request, resource.section));
  const { id, action } = requested(args.params);
  const { t } = await getTranslator(args.request);
  try {
    const reservation = await findRecord(resource, signed, id, context, reservationSchema);
    if (!canApply(action, reservation.status ?? ""))
      return json({ error: t("reservations.notAllowed") }, { status: 409 });
    const full = action === "accept" ? await acceptProblem(signed, t, reservation) : null;
    if (full) return json({ error: full }, { status: 409 });
    await signed.api.put(`/${resource.endpoint}/${encodeURIComponent(id)}`, {
      status: targetStatus(action as ReservationAction),
    });
    return redirectWithNotice(listPath(resource, args.request, context), {
      type: "positive",
      key: `reservations.done.${action}`,
      values: { code: String(reservation.code ?? "") },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { message, status } = await actionFailure(args.request, error);
    return json({ error: message }, { status });
  }
}
