import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventTab } from "~/domains/events/event-workspace.server";
import { resourceExport } from "~/resource/resource.server";
import { reservations } from "~/domains/reservations/reservations.resources";
import { pageOnFailure } from "~/core/http/failure-page.server";

/** The tab's reservations as CSV: its filters and search, the event in the URL checked like the tab's own page. */
export const loader = pageOnFailure(async (args: LoaderFunctionArgs) =>
  resourceExport(reservations, args, await eventTab(args, "reservations")),
);
