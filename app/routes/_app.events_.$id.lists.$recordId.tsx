import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { tabRecord, tabSave } from "~/lib/event-workspace.server";
import { lists } from "~/resources/people";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => tabRecord(lists, "lists", args);
export const action = (args: ActionFunctionArgs) => tabSave(lists, "lists", args);
export default function EventListsForm() {
  return <ResourceFormDialog resource={lists} />;
}
