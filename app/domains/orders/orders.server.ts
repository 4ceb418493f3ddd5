// Orders' lists with the totals of the filtered set, their changes (deliver, back to waiting, refund: only what the
// order's state allows, see order-transitions.ts) and the bar board of tonight's waiting orders.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { events } from "~/domains/events/events.resources";
import { orders as ordersResource } from "~/domains/orders/orders.resources";
import { tables } from "~/domains/venues/venue-content.resources";
import type { ResourceDefinition } from "~/resource/definition";
import { historyFor } from "~/core/audit/audit.server";
import { auditRegistry } from "~/domains/index";
import { describeHistory } from "~/resource/audit-names.server";
import { notFound, requireAccess, type Signed } from "~/core/auth/auth.server";
import { readControls } from "~/core/http/form-controls.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { parseListQuery, toUpstreamQuery } from "~/core/lists/list-query";
import { redirectWithNotice } from "~/core/shell/notice.server";
import {
  canApplyOrderAction,
  deliveredParam,
  orderActionNeedsConfirmation,
  orderActions,
  orderChange,
  servableStatuses,
  type OrderAction,
} from "./order-transitions";
import { section } from "~/core/access/permissions";
import {
  actionFailure,
  findRecord,
  listPath,
  resourceListData,
  scopeQuery,
  type ResourceContext,
} from "~/resource/resource.server";
import { tableCommission, tableOrderTotals, type OrderTotals } from "./table-commission";
import type { Query } from "~/core/upstream/upstream.server";
import { holdsNoFigure, probedRead, scopeProbeQuery } from "~/core/upstream/scope-probe.server";
import { optionalNumber, optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { reservationSchema } from "~/domains/reservations/reservations.server";
import { venueTableSchema } from "~/domains/venues/tables.server";
import { readForm } from "~/core/http/request-body.server";

/** An order as the dialogs, the bar board and a table's detail read it (spec section 3); its lines as they came. */
export const orderSchema = upstreamRecord({
  token: optionalText,
  status: optionalText,
  deliveryStatus: optionalText,
  paymentType: optionalText,
  userName: optionalText,
  eventName: optionalText,
  tableName: optionalText,
  createdAt: optionalText,
  updatedAt: optionalText,
  price: optionalNumber,
  quantity: optionalNumber,
  platformFeeAmount: optionalNumber,
  orderItems: z.unknown(),
  // The payment provider's transaction id and its progressive number (spec section 3), when it went through Data Cash.
  dataCashIdtrx: z.union([z.string(), z.number()]).nullish().catch(null),
  dataCashProgressivo: z.union([z.string(), z.number()]).nullish().catch(null),
});
export type Order = z.output<typeof orderSchema>;

/** The upstream's sums over a filtered list (`GET /orders/totals`); a figure it leaves out counts as 0. */
const orderTotalsSchema = z.object({
  count: z.number().catch(0),
  quantity: z.number().catch(0),
  amount: z.number().catch(0),
  platformFee: z.number().catch(0),
  commission: optionalNumber,
}) satisfies z.ZodType<OrderTotals, z.ZodTypeDef, unknown>;

/** The upstream query of a list's filters and scope, without its page and sort: what its totals are over. */
function filteredQuery(
  resource: ResourceDefinition,
  request: Request,
  signed: Signed,
  context: ResourceContext,
): Query {
  const state = parseListQuery(new URL(request.url).searchParams, resource.list);
  const { page: _page, limit: _limit, sort: _sort, ...filters } = toUpstreamQuery(state, resource.list);
  return { ...filters, ...scopeQuery(resource, signed, context.scope) };
}

/**
 * A list of orders (or order items) and the totals of every order the filters match, not only this page's: the
 * upstream sums them (`GET /orders/totals` with the list's own query), one call beside the page's. For anyone but an
 * admin the totals' contract probe goes beside them (decision 049: the same totals for a scope no record has); when
 * the upstream answers figures to it, the totals are withheld (`totals: null`, `totalsWithheld`), never shown.
 */
export async function ordersList(
  resource: ResourceDefinition,
  args: LoaderFunctionArgs,
  context: ResourceContext = {},
) {
  const signed = context.signed ?? (await requireAccess(args.request, resource.section));
  const path = `/${resource.endpoint}/totals`;
  const query = filteredQuery(resource, args.request, signed, context);
  const probeQuery = signed.user.role === "admin" ? null : scopeProbeQuery(query);
  const [list, totals] = await Promise.all([
    resourceListData(resource, args, { ...context, signed }),
    probedRead({
      aggregate: resource.endpoint === "orders" ? "order-totals" : `${resource.endpoint}-totals`,
      read: signed.api.getAs(orderTotalsSchema, path, query),
      probe: probeQuery ? () => signed.api.get<unknown>(path, probeQuery) : null,
      isEmpty: holdsNoFigure,
    }),
  ]);
  return json({ ...list, totals: totals.honoured ? totals.value : null, totalsWithheld: !totals.honoured });
}

/** How many table orders the totals read at most; past it the figures say they cover only the first ones. */
const tableTotalsLimit = 1000;

/**
 * Orders at tables: the commission is ours to compute (table-commission.ts), so the totals are summed here over the
 * filtered orders, read in one call (at most `tableTotalsLimit`; a venue's table orders are far fewer).
 */
export async function tableOrdersList(
  resource: ResourceDefinition,
  args: LoaderFunctionArgs,
  context: ResourceContext = {},
) {
  const signed = context.signed ?? (await requireAccess(args.request, resource.section));
  const [list, all] = await Promise.all([
    resourceListData(resource, args, { ...context, signed }),
    signed.api.listAs(orderSchema, `/${resource.endpoint}`, {
      ...filteredQuery(resource, args.request, signed, context),
      limit: tableTotalsLimit,
    }),
  ]);
  return json({ ...list, totals: tableOrderTotals(all.items), totalsPartial: all.total > all.items.length });
}

function requestedAction(action: string | undefined): OrderAction {
  if (!action || !(orderActions as readonly string[]).includes(action)) throw notFound();
  return action as OrderAction;
}

/** The refund confirmation's data. The order must exist; a refund its state no longer allows is said in the dialog. */
export async function orderChangeDialog(
  resource: ResourceDefinition,
  args: LoaderFunctionArgs,
  context: ResourceContext = {},
) {
  const signed = context.signed ?? (await requireAccess(args.request, resource.section));
  const action = requestedAction(args.params.action);
  if (!orderActionNeedsConfirmation(action) || !args.params.recordId) throw notFound();
  const order = await findRecord(resource, signed, args.params.recordId, context, orderSchema);
  return json({
    order,
    action,
    allowed: canApplyOrderAction(action, order),
    base: context.base ?? section(resource.section).path,
  });
}

/** An order's detail, over its list: everything the upstream says of it, found within the user's scope. */
export async function orderDetail(
  resource: ResourceDefinition,
  args: LoaderFunctionArgs,
  context: ResourceContext = {},
) {
  const signed = context.signed ?? (await requireAccess(args.request, resource.section));
  if (!args.params.recordId) throw notFound();
  // An event tab's guard: the event in the URL must be one the user reaches, whatever the order.
  const [order] = await Promise.all([
    findRecord(resource, signed, args.params.recordId, context, orderSchema),
    context.guard,
  ]);
  const base = context.base ?? section(resource.section).path;
  const history = await describeHistory(signed, auditRegistry, await historyFor(signed, resource.endpoint, order._id));
  return json({ order, history, closeTo: `${base}${new URL(args.request.url).search}` });
}

/**
 * Applies one change and goes back to the list (or the board) with a notice. A change the order's state does not
 * allow is refused before the upstream is asked: in the confirmation dialog, which stays open; after a one-click
 * change, as a notice on the list.
 */
export async function applyOrderChange(
  resource: ResourceDefinition,
  args: ActionFunctionArgs,
  context: ResourceContext & { id?: string; action?: string; back?: string } = {},
) {
  const signed = context.signed ?? (await requireAccess(args.request, resource.section));
  const action = requestedAction(context.action ?? args.params.action);
  const id = context.id ?? args.params.recordId;
  if (!id) throw notFound();
  const back = context.back ?? listPath(resource, args.request, context);
  const refuse = async (message: string, status: number) =>
    orderActionNeedsConfirmation(action)
      ? json({ error: message }, { status })
      : redirectWithNotice(back, { type: "negative", key: "orders.failed", values: { message } });
  const change = await changeOrder(resource, args, signed, id, action, context);
  if ("message" in change) return refuse(change.message, change.status);
  return redirectWithNotice(back, {
    type: "positive",
    key: `orders.done.${action}`,
    values: { code: String(change.order.token ?? "") },
  });
}

/** One change of one order, found in the user's scope and allowed by its state: the order as it was, or why not. */
async function changeOrder(
  resource: ResourceDefinition,
  args: ActionFunctionArgs,
  signed: Signed,
  id: string,
  action: OrderAction,
  context: ResourceContext,
): Promise<{ order: Order } | { message: string; status: number }> {
  const { t } = await getTranslator(args.request);
  try {
    const order = await findRecord(resource, signed, id, context, orderSchema);
    if (!canApplyOrderAction(action, order))
      return { message: t("orders.notAllowed", { code: String(order.token ?? "") }), status: 409 };
    await signed.api.put(`/${resource.endpoint}/${encodeURIComponent(id)}`, orderChange(action));
    return { order };
  } catch (error) {
    return actionFailure(args.request, error);
  }
}

const barQueueLimit = 100;
const barDeliveredLimit = 8;

/** An event as the bar board names it. */
const barEventSchema = upstreamRecord({
  name: optionalText,
  startDate: optionalText,
  endDate: optionalText,
  discoName: optionalText,
});

/**
 * Tonight's event of the viewer's venue (the one in progress, else the next), or the one chosen on the board, with
 * the servable orders still waiting, oldest first, and the last ones delivered (to take one back after a slip).
 */
export async function barBoard({ request }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "bar");
  const url = new URL(request.url);
  const chosen = url.searchParams.get("event") ?? "";
  const now = new Date();
  const { t } = await getTranslator(request);
  const title = t("sections.bar.title");
  const upcoming = await signed.api.listAs(barEventSchema, "/events", {
    ...scopeQuery(events, signed),
    "endDate[gte]": now.toISOString(),
    sort: "startDate",
    limit: 6,
  });
  let event = chosen ? upcoming.items.find((candidate) => candidate._id === chosen) : upcoming.items[0];
  if (chosen && !event)
    event = await signed.api.getAs(barEventSchema, `/events/${encodeURIComponent(chosen)}`, scopeQuery(events, signed));
  if (!event)
    return json({
      title,
      event: null,
      events: upcoming.items,
      waiting: [] as Order[],
      waitingTotal: 0,
      delivered: [] as Order[],
      refreshedAt: now.toISOString(),
    });
  const query = { ...scopeQuery(ordersResource, signed), eventId: event._id, status: servableStatuses.join(",") };
  const [waiting, delivered] = await Promise.all([
    signed.api.listAs(orderSchema, "/orders", {
      ...query,
      deliveryStatus: "waiting",
      sort: "createdAt",
      limit: barQueueLimit,
    }),
    signed.api.listAs(orderSchema, "/orders", {
      ...query,
      deliveryStatus: "delivered",
      sort: "-updatedAt",
      limit: barDeliveredLimit,
    }),
  ]);
  return json({
    title,
    event,
    events: upcoming.items,
    waiting: waiting.items,
    waitingTotal: waiting.total,
    delivered: delivered.items,
    refreshedAt: now.toISOString(),
  });
}

/** A tap on the board: deliver or take back one order, then the board again (the same event). */
export async function barBoardAction(args: ActionFunctionArgs) {
  const signed = await requireAccess(args.request, "bar");
  // Which change, on which order: the button's own values; nothing on the board is typed.
  const tap = readControls(await readForm(args.request), {
    intent: z.enum(["deliver", "undeliver"]),
    orderId: z.string(),
    // The board's script holds the tapped card and offers the undo in its own toast: it asks for the outcome itself.
    answer: z.enum(["outcome"]).optional(),
  });
  if (!tap) throw notFound();
  const url = new URL(args.request.url);
  const { intent, orderId } = tap;
  if (tap.answer === "outcome") {
    const change = await changeOrder(ordersResource, args, signed, orderId, intent, { signed });
    return "message" in change
      ? json({ error: change.message }, { status: change.status })
      : json({ done: { intent, orderId, code: String(change.order.token ?? "") } });
  }
  // Without JavaScript the board comes back naming the order just delivered, with a way to take it back.
  const back = new URLSearchParams(url.search);
  back.delete(deliveredParam);
  if (intent === "deliver") back.set(deliveredParam, orderId);
  return applyOrderChange(ordersResource, args, {
    signed,
    id: orderId,
    action: intent,
    back: `${url.pathname}${back.toString() ? `?${back}` : ""}`,
  });
}

const tableDetailLimit = 50;

/**
 * One table (spec section 3) with its orders and reservations, newest first (those of one event when the event's
 * tables tab asks), and the commission on the table products of those orders.
 */
export async function tableDetail(
  signed: Signed,
  tableId: string,
  context: { eventId?: string; base: string; search: string; reservationsBase?: string },
) {
  const venue = scopeQuery(tables, signed);
  const at = context.eventId ? { eventId: context.eventId } : {};
  const [table, tableOrdersPage, reservations] = await Promise.all([
    signed.api.getAs(venueTableSchema, `/tables/${encodeURIComponent(tableId)}`, venue),
    signed.api.listAs(orderSchema, "/orders", {
      ...venue,
      ...at,
      tableId,
      sort: "-createdAt",
      limit: tableDetailLimit,
    }),
    signed.api.listAs(reservationSchema, "/reservations", {
      ...venue,
      ...at,
      tableId,
      sort: "-createdAt",
      limit: tableDetailLimit,
    }),
  ]);
  const rows = tableOrdersPage.items.map((order) => ({ ...order, commission: tableCommission(order).commission }));
  const history = await describeHistory(signed, auditRegistry, await historyFor(signed, "tables", table._id));
  return json({
    table,
    history,
    orders: rows,
    ordersTotal: tableOrdersPage.total,
    reservations: reservations.items,
    reservationsTotal: reservations.total,
    totals: tableOrderTotals(tableOrdersPage.items),
    totalsPartial: tableOrdersPage.total > tableOrdersPage.items.length,
    closeTo: `${context.base}${context.search}`,
    reservationsBase: context.reservationsBase ?? null,
  });
}
