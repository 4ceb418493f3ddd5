import type { LoaderFunctionArgs } from "@remix-run/node";
import { tabList } from "~/lib/event-workspace.server";
import { eventProducts } from "~/resources/event-night";
import { EventTabList } from "~/ui/event-workspace";

export const loader = (args: LoaderFunctionArgs) => tabList(eventProducts, "products", args);
export default function EventProductsTab() {
  return <EventTabList resource={eventProducts} tab="products" />;
}
