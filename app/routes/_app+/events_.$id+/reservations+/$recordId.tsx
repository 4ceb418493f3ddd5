import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eventTabForWrite } from "~/domains/events/event-workspace.server";
import { reservationForm, reservationSave } from "~/domains/reservations/reservations.server";
import { reservations } from "~/domains/reservations/reservations.resources";
import { useParams } from "@remix-run/react";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = async (args: LoaderFunctionArgs) =>
  reservationForm(reservations, args, await eventTabForWrite(args, "reservations"));
export const action = async (args: ActionFunctionArgs) =>
  reservationSave(reservations, args, await eventTabForWrite(args, "reservations"));
export default function EventReservationForm() {
  const { id } = useParams();
  return <ResourceFormDialog resource={reservations} optionsSource={`/events/${id}/reservations/options`} />;
}
