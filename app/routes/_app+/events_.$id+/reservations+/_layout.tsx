import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLocation, useParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { eventTab } from "~/domains/events/event-workspace.server";
import { reservationsList } from "~/domains/reservations/reservations.server";
import { reservations } from "~/domains/reservations/reservations.resources";
import { ReservationsList } from "~/domains/reservations/reservations-page";
import { routeAnchor } from "~/ui/shell-kit";

export const loader = async (args: LoaderFunctionArgs) =>
  reservationsList(reservations, args, await eventTab(args, "reservations"));
export default function EventReservationsTab() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { search } = useLocation();
  return (
    <ReservationsList
      resource={reservations}
      title={t("eventTabs.reservations")}
      description={t("eventTabDescriptions.reservations")}
      actions={
        // The tab's filters and search go along: the paper lists what the tab lists (all its pages).
        <a
          {...routeAnchor}
          href={`/events/${encodeURIComponent(id ?? "")}/guest-list${search}`}
          className="btn-secondary"
        >
          {t("guestList.open")}
        </a>
      }
    />
  );
}
