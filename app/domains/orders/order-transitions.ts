// What can be done to an order in each of its states (spec section 4): the bar marks it delivered or takes it back to
// waiting, the venue refunds what was paid. Only these changes are offered, the action refuses any other, and the
// mock upstream applies the same rules (tests/order-transitions.test.ts checks both against this table).
import type { BulkOffer } from "~/core/lists/bulk";
export const orderStatuses = [
  "pending",
  "accepted",
  "rejected",
  "cancelled",
  "deleted",
  "toPay",
  "waitingPayment",
  "paid",
  "refunded",
  "refused",
  "inProgress",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentTypes = ["free-spin", "loco", "stripe", "gift", "free-drink"] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const deliveryStatuses = ["waiting", "delivered"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const orderActions = ["deliver", "undeliver", "refund"] as const;
export type OrderAction = (typeof orderActions)[number];

/** The changes staff make to many orders at once (decision 023): refunds stay one by one, since each gives money back. */
const bulkOrderActions = ["deliver", "undeliver"] as const satisfies readonly OrderAction[];
export type BulkOrderAction = (typeof bulkOrderActions)[number];

/** Orders many at a time (decision 023): delivered, or back to waiting; a row is named by its code. */
export const orderBulkOffer: BulkOffer<BulkOrderAction> = {
  texts: "orders",
  actions: bulkOrderActions,
  actionLabel: (action) => `orders.actions.${action}`,
  rowName: (row) => String(row.token ?? row._id),
};

export type OrderState = { status?: string | null; deliveryStatus?: string | null; paymentType?: string | null };

/** Orders the bar serves: confirmed and paid for (or free), not waiting for a payment, not called off. */
export const servableStatuses: readonly OrderStatus[] = ["accepted", "paid", "inProgress"];

/** Payments that took money from the customer, so a refund gives something back; free spins and gifts did not. */
export const paidPaymentTypes: readonly PaymentType[] = ["stripe", "loco"];

const includes = (list: readonly string[], value: string | null | undefined) =>
  typeof value === "string" && list.includes(value);

/** The order as the bar sees it: a served order is delivered, anything else (absent included) still waiting. */
export function deliveryOf(order: OrderState): DeliveryStatus {
  return order.deliveryStatus === "delivered" ? "delivered" : "waiting";
}

/**
 * The delivery staff read on an order: only an order the bar may serve has one. A rejected, refunded or deleted order
 * is not "to deliver", whatever its stored delivery field says, so it shows none.
 */
export function servedDelivery(order: OrderState): DeliveryStatus | null {
  return includes(servableStatuses, order.status) ? deliveryOf(order) : null;
}

const rules: Record<OrderAction, (order: OrderState) => boolean> = {
  // At the bar: a servable order is handed over, or taken back to waiting when it was marked by mistake.
  deliver: (order) => includes(servableStatuses, order.status) && deliveryOf(order) === "waiting",
  undeliver: (order) => includes(servableStatuses, order.status) && deliveryOf(order) === "delivered",
  // Paid and not already given back: the money goes back to the customer.
  refund: (order) => includes(servableStatuses, order.status) && includes(paidPaymentTypes, order.paymentType),
};

/** The changes an order in this state offers, in the order the list shows them. */
export function allowedOrderActions(order: OrderState): OrderAction[] {
  return orderActions.filter((action) => rules[action](order));
}

export function canApplyOrderAction(action: string, order: OrderState): action is OrderAction {
  return (orderActions as readonly string[]).includes(action) && rules[action as OrderAction](order);
}

/** What the upstream receives for a change. */
export function orderChange(action: OrderAction): { status: OrderStatus } | { deliveryStatus: DeliveryStatus } {
  switch (action) {
    case "deliver":
      return { deliveryStatus: "delivered" };
    case "undeliver":
      return { deliveryStatus: "waiting" };
    case "refund":
      return { status: "refunded" };
  }
}

/** A refund gives money back and cannot be undone: it is confirmed first (spec section 5). Delivery is one tap. */
export function orderActionNeedsConfirmation(action: OrderAction): boolean {
  return action === "refund";
}

/** Is this order on the bar board's queue? Servable and not yet delivered. */
export function waitingAtBar(order: OrderState): boolean {
  return rules.deliver(order);
}

/** The bar board's search parameter naming the order just delivered without JavaScript, to offer its undo. */
export const deliveredParam = "delivered";
