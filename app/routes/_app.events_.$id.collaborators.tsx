import type { LoaderFunctionArgs } from "@remix-run/node";
import { venueTab } from "~/lib/event-workspace.server";
import { resourceList } from "~/lib/resource.server";
import { collaborators } from "~/resources/people";
import { EventTabList } from "~/ui/event-workspace";

export const loader = async (args: LoaderFunctionArgs) => resourceList(collaborators, args, await venueTab(args, "collaborators"));
export default function EventCollaboratorsTab() {
  return <EventTabList resource={collaborators} tab="collaborators" />;
}
