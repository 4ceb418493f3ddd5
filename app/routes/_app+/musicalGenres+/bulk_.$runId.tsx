import type { LoaderFunctionArgs } from "@remix-run/node";
import { musicalGenres } from "~/domains/venues/musical-genres.resources";
import { deleteBulk } from "~/resource/bulk-kind.server";
import { bulkReport } from "~/resource/bulk.server";
import { BulkReportPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkReport(musicalGenres, deleteBulk(musicalGenres), args);
export default BulkReportPage;
