// Tonight's events on the events list (decision 030): each marked "Tonight", with its hours and one big button to the
// viewer's tab of the night (the door, the galley, the cloakroom), so a phone in a dark room needs one tap to work.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { EventTab } from "~/core/access/permissions";
import { formatDateTime, Badge } from "~/ui/shell-kit";

type TonightRow = Record<string, unknown> & { _id: string };

export function TonightEvents({ rows, tab }: { rows: readonly TonightRow[]; tab: EventTab | null }) {
  const { t } = useTranslation();
  const tonight = rows.filter((row) => row.tonight === true);
  if (tonight.length === 0) return null;
  return (
    <ul className="mb-4 space-y-3" aria-label={t("tonightEvent.heading")} data-testid="tonight-events">
      {tonight.map((event) => {
        const name = String(event.name ?? "");
        const [start, end] = [String(event.startDate ?? ""), String(event.endDate ?? "")];
        // A night is told by its hours; a festival running for days by its dates too.
        const hoursOnly = Date.parse(end) - Date.parse(start) < 24 * 3_600_000;
        const when = (iso: string) => (hoursOnly ? formatDateTime(iso).slice(-5) : formatDateTime(iso));
        return (
          <li
            key={event._id}
            className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-emerald-600/30"
          >
            <div className="min-w-0 flex-1">
              <Badge tone="green">{t("tonightEvent.heading")}</Badge>
              <p className="mt-1 break-words text-base font-semibold text-slate-900">{name}</p>
              <p className="text-sm text-slate-600">{t("tonightEvent.when", { start: when(start), end: when(end) })}</p>
            </div>
            {tab ? (
              <Link
                to={`/events/${encodeURIComponent(event._id)}/${tab}`}
                className="btn-primary min-h-[44px] w-full px-5 text-base sm:w-auto"
                aria-label={t(`tonightEvent.openNamed.${tab}`, { name })}
              >
                {t(`tonightEvent.open.${tab}`)}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
