import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { reservationBulk } from "~/domains/reservations/reservations-bulk.server";
import { reservations } from "~/domains/reservations/reservations.resources";
import { bulkConfirm, startBulkRun } from "~/resource/bulk.server";
import { BulkConfirmPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkConfirm(reservations, reservationBulk, args);
export const action = (args: ActionFunctionArgs) => startBulkRun(reservations, reservationBulk, args);
export default BulkConfirmPage;
