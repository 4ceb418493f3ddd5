import type { LoaderFunctionArgs } from "@remix-run/node";
import { tabList } from "~/lib/event-workspace.server";
import { lists } from "~/resources/people";
import { EventTabList } from "~/ui/event-workspace";

export const loader = (args: LoaderFunctionArgs) => tabList(lists, "lists", args);
export default function EventListsTab() {
  return <EventTabList resource={lists} tab="lists" />;
}
