import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { lists } from "~/resources/people";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(lists, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(lists, args);
export default function ListsDelete() {
  return <ResourceDeleteDialog resource={lists} />;
}
