import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eventTabForWrite } from "~/domains/events/event-workspace.server";
import { reservationForm, reservationSave } from "~/domains/reservations/reservations.server";
import { webReservations } from "~/domains/reservations/reservations.resources";
import { useParams } from "@remix-run/react";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = async (args: LoaderFunctionArgs) =>
  reservationForm(webReservations, args, await eventTabForWrite(args, "web-reservations"));
export const action = async (args: ActionFunctionArgs) =>
  reservationSave(webReservations, args, await eventTabForWrite(args, "web-reservations"));
export default function EventWebReservationForm() {
  const { id } = useParams();
  return <ResourceFormDialog resource={webReservations} optionsSource={`/events/${id}/web-reservations/options`} />;
}
