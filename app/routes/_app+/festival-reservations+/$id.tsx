import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { reservationForm, reservationSave } from "~/domains/reservations/reservations.server";
import { festivalReservations } from "~/domains/reservations/reservations.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => reservationForm(festivalReservations, args);
export const action = (args: ActionFunctionArgs) => reservationSave(festivalReservations, args);
export default function FestivalReservationForm() {
  return <ResourceFormDialog resource={festivalReservations} />;
}
