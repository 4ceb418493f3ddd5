import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { applyReservationChange, reservationChange } from "~/lib/reservations.server";
import { reservations } from "~/resources/reservations";
import { ReservationChangeDialog } from "~/ui/reservations-page";

export const loader = (args: LoaderFunctionArgs) => reservationChange(reservations, args);
export const action = (args: ActionFunctionArgs) => applyReservationChange(reservations, args);
export default ReservationChangeDialog;
