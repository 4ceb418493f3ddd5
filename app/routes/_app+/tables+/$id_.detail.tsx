import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound, requireAccess } from "~/core/auth/auth.server";
import { tableDetail } from "~/domains/orders/orders.server";
import { TableDetailDialog } from "~/domains/orders/table-detail";

export const loader = async ({ request, params }: LoaderFunctionArgs) => {
  const signed = await requireAccess(request, "tables");
  if (!params.id) throw notFound();
  return tableDetail(signed, params.id, { base: "/tables", search: new URL(request.url).search });
};
export default TableDetailDialog;
