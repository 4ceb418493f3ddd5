import type { LoaderFunctionArgs } from "@remix-run/node";
import { reservationBulk } from "~/domains/reservations/reservations-bulk.server";
import { reservations } from "~/domains/reservations/reservations.resources";
import { bulkReport } from "~/resource/bulk.server";
import { BulkReportPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkReport(reservations, reservationBulk, args);
export default BulkReportPage;
