import type { LoaderFunctionArgs } from "@remix-run/node";
import { tableOrdersList } from "~/domains/orders/orders.server";
import { tableOrders } from "~/domains/orders/orders.resources";
import { OrdersList } from "~/domains/orders/orders-page";
import { resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => tableOrdersList(tableOrders, args);
export const meta = resourceMeta;
export default function TableOrders() {
  return <OrdersList resource={tableOrders} actions={false} />;
}
