import type { LoaderFunctionArgs } from "@remix-run/node";
import { ordersList } from "~/lib/orders.server";
import { orders } from "~/resources/orders";
import { BarBoardLink } from "~/ui/bar-board";
import { OrdersList } from "~/ui/orders-page";
import { resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => ordersList(orders, args);
export const meta = resourceMeta;
export default function Orders() {
  return (
    <>
      <BarBoardLink />
      <OrdersList resource={orders} />
    </>
  );
}
