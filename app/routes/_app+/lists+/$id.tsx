import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { lists } from "~/domains/people/people.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(lists, args);
export const action = (args: ActionFunctionArgs) => resourceSave(lists, args);
export default function ListsForm() {
  return <ResourceFormDialog resource={lists} />;
}
