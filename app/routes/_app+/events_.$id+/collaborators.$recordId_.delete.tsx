import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { venueTab } from "~/domains/events/event-workspace.server";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { collaborators } from "~/domains/people/people.resources";
import { ResourceDeleteDialog } from "~/resource/resource-pages";

export const loader = async (args: LoaderFunctionArgs) =>
  resourceRecord(collaborators, args, "delete", await venueTab(args, "collaborators"));
export const action = async (args: ActionFunctionArgs) =>
  resourceDelete(collaborators, args, await venueTab(args, "collaborators"));
export default function EventCollaboratorDelete() {
  return <ResourceDeleteDialog resource={collaborators} />;
}
