import type { LoaderFunctionArgs } from "@remix-run/node";
import { tabList } from "~/lib/event-workspace.server";
import { orderItems } from "~/resources/event-night";
import { EventTabList } from "~/ui/event-workspace";

export const loader = (args: LoaderFunctionArgs) => tabList(orderItems, "order-items", args);
export default function EventOrderItemsTab() {
  return <EventTabList resource={orderItems} tab="order-items" />;
}
