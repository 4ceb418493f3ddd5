import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { collaborators } from "~/resources/people";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(collaborators, args);
export const action = (args: ActionFunctionArgs) => resourceSave(collaborators, args);
export default function CollaboratorsForm() {
  return <ResourceFormDialog resource={collaborators} />;
}
