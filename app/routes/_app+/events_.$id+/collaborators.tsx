import type { LoaderFunctionArgs } from "@remix-run/node";
import { venueTab } from "~/domains/events/event-workspace.server";
import { resourceList } from "~/resource/resource.server";
import { collaborators } from "~/domains/people/people.resources";
import { EventTabList } from "~/domains/events/event-workspace";

export const loader = async (args: LoaderFunctionArgs) =>
  resourceList(collaborators, args, await venueTab(args, "collaborators"));
export default function EventCollaboratorsTab() {
  return <EventTabList resource={collaborators} tab="collaborators" />;
}
