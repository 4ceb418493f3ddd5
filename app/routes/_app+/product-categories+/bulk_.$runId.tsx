import type { LoaderFunctionArgs } from "@remix-run/node";
import { productCategories } from "~/domains/products/catalogue.resources";
import { bulkReport, deleteBulk } from "~/resource/bulk.server";
import { BulkReportPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkReport(productCategories, deleteBulk(productCategories), args);
export default BulkReportPage;
