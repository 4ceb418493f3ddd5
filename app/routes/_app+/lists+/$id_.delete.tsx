import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { lists } from "~/domains/people/people.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(lists, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(lists, args);
export default function ListsDelete() {
  return <ResourceDeleteDialog resource={lists} />;
}
