import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { orderBulk } from "~/domains/orders/orders-bulk.server";
import { orders } from "~/domains/orders/orders.resources";
import { bulkConfirm, startBulkRun } from "~/resource/bulk.server";
import { BulkConfirmPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkConfirm(orders, orderBulk, args);
export const action = (args: ActionFunctionArgs) => startBulkRun(orders, orderBulk, args);
export default BulkConfirmPage;
