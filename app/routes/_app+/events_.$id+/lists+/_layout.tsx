import type { LoaderFunctionArgs } from "@remix-run/node";
import { tabList } from "~/domains/events/event-workspace.server";
import { lists } from "~/domains/people/people.resources";
import { EventTabList } from "~/domains/events/event-tab-list";

export const loader = (args: LoaderFunctionArgs) => tabList(lists, "lists", args);
export default function EventListsTab() {
  return <EventTabList resource={lists} tab="lists" />;
}
