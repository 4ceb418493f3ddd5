import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { tables } from "~/resources/venue-content";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(tables, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(tables, args);
export default function TablesDelete() {
  return <ResourceDeleteDialog resource={tables} />;
}
