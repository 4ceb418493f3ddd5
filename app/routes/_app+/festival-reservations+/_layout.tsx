import type { LoaderFunctionArgs } from "@remix-run/node";
import { reservationsList } from "~/domains/reservations/reservations.server";
import { festivalReservations } from "~/domains/reservations/reservations.resources";
import { ReservationsList } from "~/domains/reservations/reservations-page";
import { resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => reservationsList(festivalReservations, args);
export const meta = resourceMeta;
export default function FestivalReservations() {
  return <ReservationsList resource={festivalReservations} />;
}
