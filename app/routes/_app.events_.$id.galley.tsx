import type { LoaderFunctionArgs } from "@remix-run/node";
import { tabList } from "~/lib/event-workspace.server";
import { galleys } from "~/resources/event-night";
import { EventTabList } from "~/ui/event-workspace";

export const loader = (args: LoaderFunctionArgs) => tabList(galleys, "galley", args);
export default function EventGalleyTab() {
  return <EventTabList resource={galleys} tab="galley" />;
}
