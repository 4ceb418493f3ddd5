import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { collaboratorDeletePage, deleteCollaborator } from "~/domains/people/collaborators.server";
import { collaborators } from "~/domains/people/people.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => collaboratorDeletePage(args);
export const action = (args: ActionFunctionArgs) => deleteCollaborator(args);
export default function CollaboratorsDelete() {
  return <ResourceDeleteDialog resource={collaborators} />;
}
