import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/core/auth.server";
import { eventPath, venueTab } from "~/domains/events/event-workspace.server";
import { tableDetail } from "~/domains/orders/orders.server";
import { TableDetailDialog } from "~/domains/orders/table-detail";

export const loader = async (args: LoaderFunctionArgs) => {
  // The event must be one the user reaches before its table is shown.
  const context = await venueTab(args, "tables");
  if (!args.params.recordId) throw notFound();
  return tableDetail(context.signed, args.params.recordId, {
    eventId: context.eventId,
    base: context.base,
    search: new URL(args.request.url).search,
    // Its reservations at this event are edited (moved to another table, taken off) in the reservations tab.
    reservationsBase: eventPath(context.eventId, "reservations"),
  });
};
export default TableDetailDialog;
