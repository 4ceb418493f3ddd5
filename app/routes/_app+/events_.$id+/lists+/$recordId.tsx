import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { tabRecord, tabSave } from "~/domains/events/event-workspace.server";
import { lists } from "~/domains/people/people.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => tabRecord(lists, "lists", args);
export const action = (args: ActionFunctionArgs) => tabSave(lists, "lists", args);
export default function EventListsForm() {
  return <ResourceFormDialog resource={lists} />;
}
