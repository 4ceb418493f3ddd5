import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eventTab } from "~/lib/event-workspace.server";
import { applyReservationChange, reservationChange } from "~/lib/reservations.server";
import { webReservations } from "~/resources/reservations";
import { ReservationChangeDialog } from "~/ui/reservations-page";

export const loader = async (args: LoaderFunctionArgs) => reservationChange(webReservations, args, await eventTab(args, "web-reservations"));
export const action = async (args: ActionFunctionArgs) => applyReservationChange(webReservations, args, await eventTab(args, "web-reservations"));
export default ReservationChangeDialog;
