import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eventTab } from "~/domains/events/event-workspace.server";
import { applyReservationChange, reservationChange } from "~/domains/reservations/reservations.server";
import { webReservations } from "~/domains/reservations/reservations.resources";
import { ReservationChangeDialog } from "~/domains/reservations/reservations-page";

export const loader = async (args: LoaderFunctionArgs) =>
  reservationChange(webReservations, args, await eventTab(args, "web-reservations"));
export const action = async (args: ActionFunctionArgs) =>
  applyReservationChange(webReservations, args, await eventTab(args, "web-reservations"));
export default ReservationChangeDialog;
