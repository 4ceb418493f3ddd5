import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { eventTab } from "~/domains/events/event-workspace.server";
import { reservationsList } from "~/domains/reservations/reservations.server";
import { reservations } from "~/domains/reservations/reservations.resources";
import { ReservationsList } from "~/domains/reservations/reservations-page";

export const loader = async (args: LoaderFunctionArgs) =>
  reservationsList(reservations, args, await eventTab(args, "reservations"));
export default function EventReservationsTab() {
  const { t } = useTranslation();
  return (
    <ReservationsList
      resource={reservations}
      title={t("eventTabs.reservations")}
      description={t("eventTabDescriptions.reservations")}
    />
  );
}
