// The way to the bar board, apart from the board: an event's frame draws it on every tab, and importing the board's
// module for it would load the whole board (its deliveries, the orders list's buttons) on each of them.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { sectionPath } from "~/ui/shell-kit";

/** The way to the board from the orders list or an event (then the board opens on that event). */
export function BarBoardLink({ eventId }: { eventId?: string }) {
  const { t } = useTranslation();
  return (
    <p className="float-right ml-4">
      <Link
        to={`${sectionPath("bar")}${eventId ? `?event=${encodeURIComponent(eventId)}` : ""}`}
        className="btn-secondary"
      >
        {t("orders.bar.open")}
      </Link>
    </p>
  );
}
