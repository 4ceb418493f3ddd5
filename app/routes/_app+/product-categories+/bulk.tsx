import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { productCategories } from "~/domains/products/catalogue.resources";
import { deleteBulk } from "~/resource/bulk-kind.server";
import { bulkConfirm, startBulkRun } from "~/resource/bulk.server";
import { BulkConfirmPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkConfirm(productCategories, deleteBulk(productCategories), args);
export const action = (args: ActionFunctionArgs) =>
  startBulkRun(productCategories, deleteBulk(productCategories), args);
export default BulkConfirmPage;
