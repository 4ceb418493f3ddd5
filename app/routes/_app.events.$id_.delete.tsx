import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { events } from "~/resources/events";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(events, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(events, args);
export default function EventDelete() {
  return <ResourceDeleteDialog resource={events} />;
}
