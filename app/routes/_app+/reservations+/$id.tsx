import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { reservationForm, reservationSave } from "~/domains/reservations/reservations.server";
import { reservations } from "~/domains/reservations/reservations.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => reservationForm(reservations, args);
export const action = (args: ActionFunctionArgs) => reservationSave(reservations, args);
export default function ReservationForm() {
  return <ResourceFormDialog resource={reservations} />;
}
