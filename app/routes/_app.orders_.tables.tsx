import type { LoaderFunctionArgs } from "@remix-run/node";
import { tableOrdersList } from "~/lib/orders.server";
import { tableOrders } from "~/resources/orders";
import { OrdersList } from "~/ui/orders-page";
import { resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => tableOrdersList(tableOrders, args);
export const meta = resourceMeta;
export default function TableOrders() {
  return <OrdersList resource={tableOrders} actions={false} />;
}
