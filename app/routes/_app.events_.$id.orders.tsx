import type { LoaderFunctionArgs } from "@remix-run/node";
import { tabList } from "~/lib/event-workspace.server";
import { eventOrders } from "~/resources/event-night";
import { EventTabList } from "~/ui/event-workspace";

export const loader = (args: LoaderFunctionArgs) => tabList(eventOrders, "orders", args);
export default function EventOrdersTab() {
  return <EventTabList resource={eventOrders} tab="orders" />;
}
