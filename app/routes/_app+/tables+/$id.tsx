import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { tables } from "~/domains/venues/venue-content.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(tables, args);
export const action = (args: ActionFunctionArgs) => resourceSave(tables, args);
export default function TablesForm() {
  return <ResourceFormDialog resource={tables} />;
}
