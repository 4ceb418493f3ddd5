import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { tabDelete, tabRecord } from "~/domains/events/event-workspace.server";
import { ticketReleases } from "~/domains/events/events.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => tabRecord(ticketReleases, "ticket-releases", args, "delete");
export const action = (args: ActionFunctionArgs) => tabDelete(ticketReleases, "ticket-releases", args);
export default function TicketReleaseDelete() {
  return <ResourceDeleteDialog resource={ticketReleases} />;
}
