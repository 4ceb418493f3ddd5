import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { venueTab } from "~/domains/events/event-workspace.server";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { collaborators } from "~/domains/people/people.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = async (args: LoaderFunctionArgs) =>
  resourceRecord(collaborators, args, "edit", await venueTab(args, "collaborators"));
export const action = async (args: ActionFunctionArgs) =>
  resourceSave(collaborators, args, await venueTab(args, "collaborators"));
export default function EventCollaboratorForm() {
  return <ResourceFormDialog resource={collaborators} />;
}
