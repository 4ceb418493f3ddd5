import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eventTab } from "~/lib/event-workspace.server";
import { applyReservationChange, reservationChange } from "~/lib/reservations.server";
import { reservations } from "~/resources/reservations";
import { ReservationChangeDialog } from "~/ui/reservations-page";

export const loader = async (args: LoaderFunctionArgs) => reservationChange(reservations, args, await eventTab(args, "reservations"));
export const action = async (args: ActionFunctionArgs) => applyReservationChange(reservations, args, await eventTab(args, "reservations"));
export default ReservationChangeDialog;
