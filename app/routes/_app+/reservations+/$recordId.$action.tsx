import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { applyReservationChange, reservationChange } from "~/domains/reservations/reservations.server";
import { reservations } from "~/domains/reservations/reservations.resources";
import { ReservationChangeDialog } from "~/domains/reservations/reservations-page";

export const loader = (args: LoaderFunctionArgs) => reservationChange(reservations, args);
export const action = (args: ActionFunctionArgs) => applyReservationChange(reservations, args);
export default ReservationChangeDialog;
