import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderDetail } from "~/domains/orders/orders.server";
import { orders } from "~/domains/orders/orders.resources";
import { OrderDetailDialog } from "~/domains/orders/orders-page";

export const loader = (args: LoaderFunctionArgs) => orderDetail(orders, args);
export default OrderDetailDialog;
