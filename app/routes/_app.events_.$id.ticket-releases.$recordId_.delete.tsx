import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { tabDelete, tabRecord } from "~/lib/event-workspace.server";
import { ticketReleases } from "~/resources/events";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => tabRecord(ticketReleases, "ticket-releases", args, "delete");
export const action = (args: ActionFunctionArgs) => tabDelete(ticketReleases, "ticket-releases", args);
export default function TicketReleaseDelete() {
  return <ResourceDeleteDialog resource={ticketReleases} />;
}
