import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { productTemplates } from "~/domains/products/products.resources";
import { deleteBulk } from "~/resource/bulk-kind.server";
import { bulkConfirm, startBulkRun } from "~/resource/bulk.server";
import { BulkConfirmPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkConfirm(productTemplates, deleteBulk(productTemplates), args);
export const action = (args: ActionFunctionArgs) => startBulkRun(productTemplates, deleteBulk(productTemplates), args);
export default BulkConfirmPage;
