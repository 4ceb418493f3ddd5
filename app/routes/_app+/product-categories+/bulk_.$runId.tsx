import type { LoaderFunctionArgs } from "@remix-run/node";
import { productCategories } from "~/domains/products/catalogue.resources";
import { deleteBulk } from "~/resource/bulk-kind.server";
import { bulkReport } from "~/resource/bulk.server";
import { BulkReportPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkReport(productCategories, deleteBulk(productCategories), args);
export default BulkReportPage;
