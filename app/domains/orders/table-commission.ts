// The platform's commission on table products (spec section 9): 5 % of what the venue takes for them, net of the card
// provider's fees, in cents. One function, so the table orders list, a table's detail and their totals agree.
import { paidPaymentTypes, servableStatuses, type OrderState } from "./order-transitions";
import { cardFeeOn } from "~/domains/events/ticket-pricing";

const tableCommissionPercent = 5;

/** A line of an order: unit price in cents, how many, and the category of the product (spec section 3). */
export type OrderLine = { price?: number | null; quantity?: number | null; category?: string | null };

export type CommissionOrder = OrderState & { orderItems?: unknown };

export type TableCommission = {
  /**
   * What the venue took for the table products of the order: their amount when the money was taken, else 0. A
   * refunded, unpaid, called-off or free order counts in neither this amount nor the net, so amount − card fee = net
   * holds for every order and every sum (decision 007).
   */
  tableAmount: number;
  /** The card provider's fee on that amount, when it was paid by card (section 9: 1.5 % + 25 cents, + 22 % VAT). */
  cardFee: number;
  net: number;
  commission: number;
};

const none: TableCommission = { tableAmount: 0, cardFee: 0, net: 0, commission: 0 };

function cents(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/** The order's lines when the upstream embeds them (`orderItems` of objects); ids alone carry no price. */
export function linesOf(order: CommissionOrder): OrderLine[] {
  return Array.isArray(order.orderItems)
    ? order.orderItems.filter((line): line is OrderLine => typeof line === "object" && line !== null)
    : [];
}

/** The amount of the table products among the lines. */
export function tableAmountOf(lines: readonly OrderLine[]): number {
  return lines
    .filter((line) => line.category === "table")
    .reduce((sum, line) => sum + cents(line.price) * (cents(line.quantity) || 0), 0);
}

/** Money the venue actually took: a servable order (accepted, paid, in progress) paid by card or at the venue. */
export function isCollected(order: { status?: unknown; paymentType?: unknown }): boolean {
  return servableStatuses.includes(order.status as never) && paidPaymentTypes.includes(order.paymentType as never);
}

/**
 * The commission on one order's table products. Only money the venue actually took counts: a servable order (accepted,
 * paid, in progress) paid by card or at the venue. A card payment first loses the provider's fee; the commission is
 * 5 % of what is left, rounded to the cent.
 */
export function tableCommission(order: CommissionOrder): TableCommission {
  const tableAmount = tableAmountOf(linesOf(order));
  if (!isCollected(order) || tableAmount === 0) return { ...none };
  const cardFee = order.paymentType === "stripe" ? Math.min(tableAmount, cardFeeOn(tableAmount)) : 0;
  const net = tableAmount - cardFee;
  return { tableAmount, cardFee, net, commission: Math.round((net * tableCommissionPercent) / 100) };
}

/** The sums over several orders (a filtered list, a table's night). */
export function tableCommissionTotals(orders: readonly CommissionOrder[]): TableCommission {
  return orders.map(tableCommission).reduce(
    (sum, one) => ({
      tableAmount: sum.tableAmount + one.tableAmount,
      cardFee: sum.cardFee + one.cardFee,
      net: sum.net + one.net,
      commission: sum.commission + one.commission,
    }),
    { ...none },
  );
}

export type OrderTotals = { count: number; quantity: number; amount: number; platformFee: number; commission?: number };

/** The figures under a list of table orders: how many, what they came to, the platform's fees and the commission. */
export function tableOrderTotals(
  orders: readonly (CommissionOrder & { price?: unknown; quantity?: unknown; platformFeeAmount?: unknown })[],
): Required<OrderTotals> {
  return {
    count: orders.length,
    quantity: orders.reduce((sum, order) => sum + cents(order.quantity), 0),
    amount: orders.reduce((sum, order) => sum + cents(order.price), 0),
    platformFee: orders.reduce((sum, order) => sum + cents(order.platformFeeAmount), 0),
    commission: tableCommissionTotals(orders).commission,
  };
}
