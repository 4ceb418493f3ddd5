import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { tables } from "~/domains/venues/venue-content.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(tables, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(tables, args);
export default function TablesDelete() {
  return <ResourceDeleteDialog resource={tables} />;
}
