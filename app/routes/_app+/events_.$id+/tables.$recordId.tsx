import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/core/auth.server";
import { eventTab } from "~/domains/events/event-workspace.server";
import { tableDetail } from "~/domains/orders/orders.server";
import { TableDetailDialog } from "~/domains/orders/table-detail";

export const loader = async (args: LoaderFunctionArgs) => {
  const context = await eventTab(args, "tables");
  if (!args.params.recordId) throw notFound();
  return tableDetail(context.signed, args.params.recordId, {
    eventId: context.eventId,
    base: context.base,
    search: new URL(args.request.url).search,
  });
};
export default TableDetailDialog;
