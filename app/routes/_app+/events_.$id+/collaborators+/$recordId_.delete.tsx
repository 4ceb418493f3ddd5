import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { venueTab } from "~/domains/events/event-workspace.server";
import { collaboratorDeletePage, deleteCollaborator } from "~/domains/people/collaborators.server";
import { collaborators } from "~/domains/people/people.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = async (args: LoaderFunctionArgs) =>
  collaboratorDeletePage(args, await venueTab(args, "collaborators"));
export const action = async (args: ActionFunctionArgs) =>
  deleteCollaborator(args, await venueTab(args, "collaborators"));
export default function EventCollaboratorDelete() {
  return <ResourceDeleteDialog resource={collaborators} />;
}
