import type { LoaderFunctionArgs } from "@remix-run/node";
import { bulkReservationReport } from "~/domains/reservations/reservations-bulk.server";
import { reservations } from "~/domains/reservations/reservations.resources";
import { ReservationBulkReport } from "~/domains/reservations/reservations-page";

export const loader = (args: LoaderFunctionArgs) => bulkReservationReport(reservations, args);
export default ReservationBulkReport;
