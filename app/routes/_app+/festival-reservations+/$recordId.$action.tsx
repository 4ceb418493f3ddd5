import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { applyReservationChange, reservationChange } from "~/domains/reservations/reservations.server";
import { festivalReservations } from "~/domains/reservations/reservations.resources";
import { ReservationChangeDialog } from "~/domains/reservations/reservations-page";

export const loader = (args: LoaderFunctionArgs) => reservationChange(festivalReservations, args);
export const action = (args: ActionFunctionArgs) => applyReservationChange(festivalReservations, args);
export default ReservationChangeDialog;
