import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { notFound } from "~/core/auth/auth.server";
import { eventPath, venueTab } from "~/domains/events/event-workspace.server";
import { tableDetail } from "~/domains/orders/orders.server";
import { TableDetailDialog } from "~/domains/orders/table-detail";
import { moveTargets, tableNightAction, type tableFloor } from "~/domains/orders/table-map.server";
import { TableTonight } from "~/domains/orders/table-tonight";

export const loader = async (args: LoaderFunctionArgs) => {
  // The event must be one the user reaches before its table is shown.
  const context = await venueTab(args, "tables");
  if (!args.params.recordId) throw notFound();
  const [detail, targets] = await Promise.all([
    tableDetail(context.signed, args.params.recordId, {
      eventId: context.eventId,
      base: context.base,
      search: new URL(args.request.url).search,
      // Its reservations at this event are edited (their flags, their table) in the reservations tab.
      reservationsBase: eventPath(context.eventId, "reservations"),
    }),
    // Where its reservations may move: the first ten of the venue's other tables, searched from there.
    moveTargets(context, args.request, args.params.recordId, ""),
  ]);
  return json({ ...(await detail.json()), targets });
};

/** Seat, move, free, close or open: the staff's actions on a table of the night. */
export const action = (args: ActionFunctionArgs) => tableNightAction(args);

/** The floor beneath the dialog (the tables tab's loader): the table's state and where a reservation may move. */
const floorRoute = "routes/_app+/events_.$id+/tables+/_layout";

export default function EventTableDetail() {
  const floor = useRouteLoaderData<typeof tableFloor>(floorRoute);
  const { targets } = useLoaderData<typeof loader>();
  return <TableDetailDialog tonight={<TableTonight floor={floor} targets={targets} />} />;
}
