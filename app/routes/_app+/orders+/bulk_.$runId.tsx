import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderBulk } from "~/domains/orders/orders-bulk.server";
import { orders } from "~/domains/orders/orders.resources";
import { bulkReport } from "~/resource/bulk.server";
import { BulkReportPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkReport(orders, orderBulk, args);
export default BulkReportPage;
