import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/lib/auth.server";
import { eventTab } from "~/lib/event-workspace.server";
import { tableDetail } from "~/lib/orders.server";
import { TableDetailDialog } from "~/ui/table-detail";

export const loader = async (args: LoaderFunctionArgs) => {
  const context = await eventTab(args, "tables");
  if (!args.params.recordId) throw notFound();
  return tableDetail(context.signed, args.params.recordId, { eventId: context.eventId, base: context.base, search: new URL(args.request.url).search });
};
export default TableDetailDialog;
