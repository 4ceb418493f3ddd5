import type { LoaderFunctionArgs } from "@remix-run/node";
import { productTemplates } from "~/domains/products/products.resources";
import { deleteBulk } from "~/resource/bulk-kind.server";
import { bulkReport } from "~/resource/bulk.server";
import { BulkReportPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkReport(productTemplates, deleteBulk(productTemplates), args);
export default BulkReportPage;
