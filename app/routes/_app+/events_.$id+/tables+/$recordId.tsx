import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { venueTab } from "~/domains/events/event-workspace.server";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { eventTables } from "~/domains/orders/orders.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

/** A table of the event's venue, new or existing: saved to the venue, whichever event it was opened from. */
export const loader = async (args: LoaderFunctionArgs) =>
  resourceRecord(eventTables, args, "edit", await venueTab(args, "tables"));
export const action = async (args: ActionFunctionArgs) =>
  resourceSave(eventTables, args, await venueTab(args, "tables"));
export default function EventTableForm() {
  return <ResourceFormDialog resource={eventTables} />;
}
