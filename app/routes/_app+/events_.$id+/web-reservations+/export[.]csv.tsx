import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventTab } from "~/domains/events/event-workspace.server";
import { resourceExport } from "~/resource/resource.server";
import { webReservations } from "~/domains/reservations/reservations.resources";
import { pageOnFailure } from "~/core/http/failure-page.server";

/** The web and WhatsApp reservations of the event as CSV, with the tab's filters and its checks. */
export const loader = pageOnFailure(async (args: LoaderFunctionArgs) =>
  resourceExport(webReservations, args, await eventTab(args, "web-reservations")),
);
