import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { lists } from "~/resources/people";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(lists, args);
export const action = (args: ActionFunctionArgs) => resourceSave(lists, args);
export default function ListsForm() {
  return <ResourceFormDialog resource={lists} />;
}
