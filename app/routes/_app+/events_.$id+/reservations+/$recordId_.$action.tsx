import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eventTab } from "~/domains/events/event-workspace.server";
import { applyReservationChange, reservationChange } from "~/domains/reservations/reservations.server";
import { reservations } from "~/domains/reservations/reservations.resources";
import { ReservationChangeDialog } from "~/domains/reservations/reservations-page";

export const loader = async (args: LoaderFunctionArgs) =>
  reservationChange(reservations, args, await eventTab(args, "reservations"));
export const action = async (args: ActionFunctionArgs) =>
  applyReservationChange(reservations, args, await eventTab(args, "reservations"));
export default ReservationChangeDialog;
