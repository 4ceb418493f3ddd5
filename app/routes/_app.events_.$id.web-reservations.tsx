import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { eventTab } from "~/lib/event-workspace.server";
import { reservationsList } from "~/lib/reservations.server";
import { webReservations } from "~/resources/reservations";
import { ReservationsList } from "~/ui/reservations-page";

export const loader = async (args: LoaderFunctionArgs) => reservationsList(webReservations, args, await eventTab(args, "web-reservations"));
export default function EventWebReservationsTab() {
  const { t } = useTranslation();
  return <ReservationsList resource={webReservations} title={t("eventTabs.web-reservations")} description={t("eventTabDescriptions.web-reservations")} />;
}
