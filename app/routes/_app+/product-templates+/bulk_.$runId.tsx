import type { LoaderFunctionArgs } from "@remix-run/node";
import { productTemplates } from "~/domains/products/products.resources";
import { bulkReport, deleteBulk } from "~/resource/bulk.server";
import { BulkReportPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkReport(productTemplates, deleteBulk(productTemplates), args);
export default BulkReportPage;
