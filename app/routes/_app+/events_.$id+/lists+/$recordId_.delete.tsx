import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { tabDelete, tabRecord } from "~/domains/events/event-workspace.server";
import { lists } from "~/domains/people/people.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => tabRecord(lists, "lists", args, "delete");
export const action = (args: ActionFunctionArgs) => tabDelete(lists, "lists", args);
export default function EventListsDelete() {
  return <ResourceDeleteDialog resource={lists} />;
}
