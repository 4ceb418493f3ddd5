import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { collaborators } from "~/domains/people/people.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(collaborators, args);
export const action = (args: ActionFunctionArgs) => resourceSave(collaborators, args);
export default function CollaboratorsForm() {
  return <ResourceFormDialog resource={collaborators} />;
}
