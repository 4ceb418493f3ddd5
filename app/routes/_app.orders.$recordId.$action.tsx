import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { applyOrderChange, orderChangeDialog } from "~/lib/orders.server";
import { orders } from "~/resources/orders";
import { OrderChangeDialog } from "~/ui/orders-page";

export const loader = (args: LoaderFunctionArgs) => orderChangeDialog(orders, args);
export const action = (args: ActionFunctionArgs) => applyOrderChange(orders, args);
export default OrderChangeDialog;
