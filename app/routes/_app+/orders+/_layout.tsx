import type { LoaderFunctionArgs } from "@remix-run/node";
import { ordersList } from "~/domains/orders/orders.server";
import { orders } from "~/domains/orders/orders.resources";
import { BarBoardLink } from "~/domains/orders/bar-board-link";
import { OrdersList } from "~/domains/orders/orders-page";
import { resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => ordersList(orders, args);
export const meta = resourceMeta;
export default function Orders() {
  return (
    <>
      <BarBoardLink />
      <OrdersList resource={orders} bulk />
    </>
  );
}
