import type { LoaderFunctionArgs } from "@remix-run/node";
import { discoCategories } from "~/domains/products/catalogue.resources";
import { deleteBulk } from "~/resource/bulk-kind.server";
import { bulkReport } from "~/resource/bulk.server";
import { BulkReportPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkReport(discoCategories, deleteBulk(discoCategories), args);
export default BulkReportPage;
