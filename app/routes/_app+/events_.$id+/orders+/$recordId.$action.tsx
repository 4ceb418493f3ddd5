import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eventTab } from "~/domains/events/event-workspace.server";
import { applyOrderChange, orderChangeDialog } from "~/domains/orders/orders.server";
import { eventOrders } from "~/domains/orders/orders.resources";
import { OrderChangeDialog } from "~/domains/orders/orders-page";

export const loader = async (args: LoaderFunctionArgs) =>
  orderChangeDialog(eventOrders, args, await eventTab(args, "orders"));
export const action = async (args: ActionFunctionArgs) =>
  applyOrderChange(eventOrders, args, await eventTab(args, "orders"));
export default OrderChangeDialog;
