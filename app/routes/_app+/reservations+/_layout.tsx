import type { LoaderFunctionArgs } from "@remix-run/node";
import { reservationsList } from "~/domains/reservations/reservations.server";
import { reservations } from "~/domains/reservations/reservations.resources";
import { ReservationsList } from "~/domains/reservations/reservations-page";
import { resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => reservationsList(reservations, args);
export const meta = resourceMeta;
export default function Reservations() {
  return <ReservationsList resource={reservations} bulk />;
}
