// Reservations' lists with their counts per state, and their state changes (spec section 4): accept, reject, cancel,
// refund, mark used. Only a change the current state allows is applied; a table is not given past its capacity.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import type { ResourceDefinition } from "~/resource/definition";
import { notFound, requireAccess, type Signed } from "~/core/auth.server";
import { getTranslator } from "~/core/i18n.server";
import { parseListQuery, toUpstreamQuery } from "~/core/list-query";
import { redirectWithNotice } from "~/core/notice.server";
import { section } from "~/core/permissions";
import {
  canApply,
  holdingStatuses,
  reservationStatuses,
  tableAllows,
  targetStatus,
  type ReservationAction,
} from "./reservation-transitions";
import {
  actionFailure,
  findRecord,
  listPath,
  resourceListData,
  scopeQuery,
  type ResourceContext,
} from "~/resource/resource.server";
import { UpstreamError } from "~/core/upstream.server";
import { optionalNumber, optionalText, upstreamRecord } from "~/core/upstream-record";
import { venueTableSchema } from "~/domains/venues/tables.server";

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
});
export type Reservation = z.output<typeof reservationSchema>;

/** The list, and how many of the filtered reservations are in each state (one count per state, all at once). */
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
      signed.api.list(`/${resource.endpoint}`, { ...base, status }).then(({ total }) => total),
    ),
  ]);
  return json({
    ...list,
    counts: Object.fromEntries(reservationStatuses.map((status, index) => [status, counts[index]])),
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

/** Is there room at the reservation's table for one more? Counted among the event's reservations that hold it. */
async function tableHasRoom(signed: Signed, reservation: Reservation): Promise<boolean> {
  if (!reservation.tableId) return true;
  const [table, holding] = await Promise.all([
    signed.api.getAs(venueTableSchema, `/tables/${encodeURIComponent(reservation.tableId)}`),
    signed.api.list("/reservations", {
      tableId: reservation.tableId,
      eventId: reservation.eventId,
      status: holdingStatuses.join(","),
      limit: 1,
    }),
  ]);
  return tableAllows(table.maxReservations, holding.total);
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
    if (action === "accept" && !(await tableHasRoom(signed, reservation))) {
      return json({ error: t("reservations.tableFull") }, { status: 409 });
    }
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
