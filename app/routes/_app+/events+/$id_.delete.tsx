import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { events } from "~/domains/events/events.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(events, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(events, args);
export default function EventDelete() {
  return <ResourceDeleteDialog resource={events} />;
}
