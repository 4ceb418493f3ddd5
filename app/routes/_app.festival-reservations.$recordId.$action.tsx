import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { applyReservationChange, reservationChange } from "~/lib/reservations.server";
import { festivalReservations } from "~/resources/reservations";
import { ReservationChangeDialog } from "~/ui/reservations-page";

export const loader = (args: LoaderFunctionArgs) => reservationChange(festivalReservations, args);
export const action = (args: ActionFunctionArgs) => applyReservationChange(festivalReservations, args);
export default ReservationChangeDialog;
