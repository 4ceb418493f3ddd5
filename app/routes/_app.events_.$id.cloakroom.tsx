import type { LoaderFunctionArgs } from "@remix-run/node";
import { tabList } from "~/lib/event-workspace.server";
import { cloakroomSlots } from "~/resources/event-night";
import { EventTabList } from "~/ui/event-workspace";

export const loader = (args: LoaderFunctionArgs) => tabList(cloakroomSlots, "cloakroom", args);
export default function EventCloakroomTab() {
  return <EventTabList resource={cloakroomSlots} tab="cloakroom" />;
}
