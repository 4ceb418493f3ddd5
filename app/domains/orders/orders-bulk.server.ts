// Bulk changes of orders (issue 16): mark delivered, or put back to waiting, the orders chosen on a page or every order
// matching the list's filter. Only an order the bar serves and not yet in that delivery state changes; refunds stay
// one by one, since each gives money back.
import { z } from "zod";
import { updateRow, type BulkKind } from "~/resource/bulk.server";
import {
  canApplyOrderAction,
  deliveryOf,
  orderBulkOffer,
  orderChange,
  type BulkOrderAction,
} from "./order-transitions";
import { orderSchema, type Order } from "./orders.server";

export const orderBulk: BulkKind<Order & { _id: string }, BulkOrderAction> = {
  ...orderBulkOffer,
  schema: orderSchema.extend({ _id: z.string() }),
  refusal: ({ t }, action, row) =>
    canApplyOrderAction(action, row)
      ? null
      : t("bulk.reasons.orderState", {
          status: t(`orderStatuses.${row.status ?? ""}`, { defaultValue: row.status ?? "" }),
          delivery: t(`deliveryStatuses.${deliveryOf(row)}`),
        }),
  apply: (context, action, row) => updateRow(context, row, orderChange(action)),
};
