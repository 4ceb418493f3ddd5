import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventTab } from "~/domains/events/event-workspace.server";
import { orderDetail } from "~/domains/orders/orders.server";
import { eventOrders } from "~/domains/orders/orders.resources";
import { OrderDetailDialog } from "~/domains/orders/orders-page";

export const loader = async (args: LoaderFunctionArgs) =>
  orderDetail(eventOrders, args, await eventTab(args, "orders"));
export default OrderDetailDialog;
