import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eventTab } from "~/lib/event-workspace.server";
import { applyOrderChange, orderChangeDialog } from "~/lib/orders.server";
import { eventOrders } from "~/resources/orders";
import { OrderChangeDialog } from "~/ui/orders-page";

export const loader = async (args: LoaderFunctionArgs) => orderChangeDialog(eventOrders, args, await eventTab(args, "orders"));
export const action = async (args: ActionFunctionArgs) => applyOrderChange(eventOrders, args, await eventTab(args, "orders"));
export default OrderChangeDialog;
