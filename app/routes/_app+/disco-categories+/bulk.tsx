import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { discoCategories } from "~/domains/products/catalogue.resources";
import { deleteBulk } from "~/resource/bulk-kind.server";
import { bulkConfirm, startBulkRun } from "~/resource/bulk.server";
import { BulkConfirmPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkConfirm(discoCategories, deleteBulk(discoCategories), args);
export const action = (args: ActionFunctionArgs) => startBulkRun(discoCategories, deleteBulk(discoCategories), args);
export default BulkConfirmPage;
