import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { collaboratorForm, saveCollaborator } from "~/domains/people/collaborators.server";
import { collaborators } from "~/domains/people/people.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => collaboratorForm(args);
export const action = (args: ActionFunctionArgs) => saveCollaborator(args);
export default function CollaboratorsForm() {
  return <ResourceFormDialog resource={collaborators} />;
}
