// Bulk changes of orders (decision 023): mark delivered, or put back to waiting, the orders chosen on a page or every
// order matching the list's filter. Only an order the bar serves and not yet in that delivery state changes; refunds
// stay one by one, since each gives money back.
import { z } from "zod";
import { updateRow, type BulkKind } from "~/resource/bulk-kind.server";
import {
  canApplyOrderAction,
  orderBulkOffer,
  orderChange,
  servedDelivery,
  type BulkOrderAction,
} from "./order-transitions";
import { orderSchema, type Order } from "./orders.server";

export const orderBulk: BulkKind<Order & { _id: string }, BulkOrderAction> = {
  ...orderBulkOffer,
  schema: orderSchema.extend({ _id: z.string() }),
  refusal: ({ t }, action, row) => {
    if (canApplyOrderAction(action, row)) return null;
    const status = t(`orderStatuses.${row.status ?? ""}`, { defaultValue: row.status ?? "" });
    // An order the bar does not serve has no delivery to speak of: its state alone is the reason.
    const delivery = servedDelivery(row);
    return delivery
      ? t("bulk.reasons.orderState", { status, delivery: t(`deliveryStatuses.${delivery}`) })
      : t("bulk.reasons.state", { status });
  },
  apply: (context, action, row) => updateRow(context, row, orderChange(action)),
};
