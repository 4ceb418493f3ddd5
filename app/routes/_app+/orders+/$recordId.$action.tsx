import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { applyOrderChange, orderChangeDialog } from "~/domains/orders/orders.server";
import { orders } from "~/domains/orders/orders.resources";
import { OrderChangeDialog } from "~/domains/orders/orders-page";

export const loader = (args: LoaderFunctionArgs) => orderChangeDialog(orders, args);
export const action = (args: ActionFunctionArgs) => applyOrderChange(orders, args);
export default OrderChangeDialog;
