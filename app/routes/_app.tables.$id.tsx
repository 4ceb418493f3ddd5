import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { tables } from "~/resources/venue-content";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(tables, args);
export const action = (args: ActionFunctionArgs) => resourceSave(tables, args);
export default function TablesForm() {
  return <ResourceFormDialog resource={tables} />;
}
