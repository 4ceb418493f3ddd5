import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { venueTab } from "~/lib/event-workspace.server";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { collaborators } from "~/resources/people";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = async (args: LoaderFunctionArgs) => resourceRecord(collaborators, args, "delete", await venueTab(args, "collaborators"));
export const action = async (args: ActionFunctionArgs) => resourceDelete(collaborators, args, await venueTab(args, "collaborators"));
export default function EventCollaboratorDelete() {
  return <ResourceDeleteDialog resource={collaborators} />;
}
