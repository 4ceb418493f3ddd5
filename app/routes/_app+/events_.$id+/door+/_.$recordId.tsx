// A check-in from a guest's card (a resource route: a form post comes back to the door's search, the door's script
// gets JSON); opened as a page (a scanned link), it searches the door for the reservation.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { doorReservationPage } from "~/domains/reservations/door.server";
import { checkIn } from "~/domains/reservations/door-entries.server";
import { pageOnFailure } from "~/core/http/failure-page.server";

export const loader = pageOnFailure((args: LoaderFunctionArgs) => doorReservationPage(args));
export const action = (args: ActionFunctionArgs) => checkIn(args);
