import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { eventTab } from "~/domains/events/event-workspace.server";
import { reservationsList } from "~/domains/reservations/reservations.server";
import { webReservations } from "~/domains/reservations/reservations.resources";
import { ReservationsList } from "~/domains/reservations/reservations-page";

export const loader = async (args: LoaderFunctionArgs) =>
  reservationsList(webReservations, args, await eventTab(args, "web-reservations"));
export default function EventWebReservationsTab() {
  const { t } = useTranslation();
  return (
    <ReservationsList
      resource={webReservations}
      title={t("eventTabs.web-reservations")}
      description={t("eventTabDescriptions.web-reservations")}
    />
  );
}
