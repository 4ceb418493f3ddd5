import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { venueTab } from "~/domains/events/event-workspace.server";
import { collaboratorForm, saveCollaborator } from "~/domains/people/collaborators.server";
import { collaborators } from "~/domains/people/people.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = async (args: LoaderFunctionArgs) => collaboratorForm(args, await venueTab(args, "collaborators"));
export const action = async (args: ActionFunctionArgs) => saveCollaborator(args, await venueTab(args, "collaborators"));
export default function EventCollaboratorForm() {
  return <ResourceFormDialog resource={collaborators} />;
}
