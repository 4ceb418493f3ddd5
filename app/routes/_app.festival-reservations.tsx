import type { LoaderFunctionArgs } from "@remix-run/node";
import { reservationsList } from "~/lib/reservations.server";
import { festivalReservations } from "~/resources/reservations";
import { ReservationsList } from "~/ui/reservations-page";
import { resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => reservationsList(festivalReservations, args);
export const meta = resourceMeta;
export default function FestivalReservations() {
  return <ReservationsList resource={festivalReservations} />;
}
