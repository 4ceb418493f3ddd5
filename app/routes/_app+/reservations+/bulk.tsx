import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { bulkReservationConfirm, startBulkReservationRun } from "~/domains/reservations/reservations-bulk.server";
import { reservations } from "~/domains/reservations/reservations.resources";
import { ReservationBulkConfirm } from "~/domains/reservations/reservations-page";

export const loader = (args: LoaderFunctionArgs) => bulkReservationConfirm(reservations, args);
export const action = (args: ActionFunctionArgs) => startBulkReservationRun(reservations, args);
export default ReservationBulkConfirm;
