// Bulk changes of orders (issue 16): mark delivered, or put back to waiting, the orders chosen on a page or every order
// matching the list's filter. Only an order the bar serves and not yet in that delivery state changes; refunds stay
// one by one, since each gives money back.
import { z } from "zod";
import type { BulkKind } from "~/resource/bulk.server";
import {
  bulkOrderActions,
  canApplyOrderAction,
  deliveryOf,
  orderChange,
  type BulkOrderAction,
} from "./order-transitions";
import { orderSchema, type Order } from "./orders.server";

export const orderBulk: BulkKind<Order & { _id: string }, BulkOrderAction> = {
  actions: bulkOrderActions,
  texts: "orders",
  schema: orderSchema.extend({ _id: z.string() }),
  actionLabel: (action) => `orders.actions.${action}`,
  rowLabel: (row) => String(row.token ?? row._id),
  refusal: ({ t }, action, row) =>
    canApplyOrderAction(action, row)
      ? null
      : t("bulk.reasons.orderState", {
          status: t(`orderStatuses.${row.status ?? ""}`, { defaultValue: row.status ?? "" }),
          delivery: t(`deliveryStatuses.${deliveryOf(row)}`),
        }),
  apply: async ({ signed, resource }, action, row) => {
    await signed.api.put(`/${resource.endpoint}/${encodeURIComponent(row._id)}`, orderChange(action));
    return null;
  },
};
