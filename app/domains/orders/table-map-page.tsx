// The event's tables tab as the floor of the night: a tile per table, grouped by area, with its
// state in words and colour, its reservations and guests, and its paid orders against its minimum spend. A tile opens
// the table (a dialog route over the map). With JavaScript the floor refreshes every few seconds and when the page is
// shown again; an open table and what is typed in it stay. Without, "Refresh" reloads it.
import { Link, Outlet, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatMoney, sectionPath } from "~/ui/shell-kit";
import type { Tone } from "~/ui/lists/column";
import { Icon } from "~/ui/frame-kit";
import { PageHeader } from "~/ui/shell/section-page";
import { useLiveLoaderData, useLiveRefresh } from "~/ui/live/live-data";
import { LiveStatusLine } from "~/ui/live/live-status";
import { tableStates, type TableState, type TableTile } from "./table-map";
import type { tableFloor } from "./table-map.server";

const refreshMs = 5_000;

export const tableStateTones: Record<TableState, Tone> = {
  free: "green",
  booked: "blue",
  seated: "amber",
  closed: "slate",
};

// The tile's edge and its label repeat the state's colour; the label's text says it.
export const stateClasses: Record<TableState, { tile: string; label: string }> = {
  free: { tile: "border-emerald-600", label: "bg-emerald-50 text-emerald-800" },
  booked: { tile: "border-sky-600", label: "bg-sky-50 text-sky-800" },
  seated: { tile: "border-amber-600", label: "bg-amber-50 text-amber-900" },
  closed: { tile: "border-slate-400 border-dashed", label: "bg-slate-100 text-slate-700" },
};

export function TableMapPage() {
  const { data, status } = useLiveLoaderData<typeof tableFloor>();
  const { areas, counts, base, venueTables, partial } = data;
  const { t } = useTranslation();
  const { search } = useLocation();
  useLiveRefresh(refreshMs, status, { whileEditing: false });
  return (
    <>
      <PageHeader
        level={2}
        title={t("eventTabs.tables")}
        description={t("tableMap.description")}
        actions={
          <>
            <Link to={`${base}${search}`} className="btn-secondary" reloadDocument>
              {t("tableMap.refresh")}
            </Link>
            {venueTables ? (
              <Link to={sectionPath("tables")} className="btn-secondary">
                {t("tables.venueTables")}
              </Link>
            ) : null}
            <Link to={`${base}/new${search}`} className="btn-primary" preventScrollReset>
              <Icon name="plus" className="h-4 w-4" />
              {t("list.create")}
            </Link>
          </>
        }
      />
      <LiveStatusLine status={status} className="mb-3" />
      <ul className="mb-4 flex flex-wrap gap-2 text-sm" aria-label={t("tableMap.legend")}>
        {tableStates.map((state) => (
          <li key={state} className={`rounded-full px-3 py-1 font-medium ${stateClasses[state].label}`}>
            {t(`tableMap.states.${state}`)}: <span data-testid={`count-${state}`}>{counts[state]}</span>
          </li>
        ))}
      </ul>
      {partial ? <p className="mb-4 text-sm text-amber-800">{t("tableMap.partial")}</p> : null}
      {areas.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t("tableMap.empty")}
        </p>
      ) : (
        <div className="space-y-6">
          {areas.map(({ area, tiles }) => {
            const heading = area ?? t("tableMap.noArea");
            return (
              <section key={area ?? ""} aria-label={heading}>
                <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
                  {heading} <span className="font-normal normal-case text-slate-500">({tiles.length})</span>
                </h3>
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
                  {tiles.map((tile) => (
                    <li key={tile.id}>
                      <TableTileLink tile={tile} to={`${base}/${encodeURIComponent(tile.id)}/detail${search}`} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
      <Outlet />
    </>
  );
}

function TableTileLink({ tile, to }: { tile: TableTile; to: string }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const shown = tile.guests.slice(0, 3);
  const reached = tile.minSpend !== null && tile.minSpend > 0 ? Math.min(1, tile.spent / tile.minSpend) : null;
  return (
    <Link
      to={to}
      preventScrollReset
      data-testid="table-tile"
      data-state={tile.state}
      className={`block h-full min-h-[48px] rounded-lg border-l-4 bg-white p-3 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 ${stateClasses[tile.state].tile}`}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block truncate font-semibold text-slate-900">{tile.code || tile.name}</span>
          {tile.code ? <span className="block truncate text-xs text-slate-600">{tile.name}</span> : null}
        </span>
        <span className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-semibold ${stateClasses[tile.state].label}`}>
          {t(`tableMap.states.${tile.state}`)}
        </span>
      </span>
      <span className="mt-2 block text-xs text-slate-700" data-testid="tile-reservations">
        {t("tableMap.reservations", { held: tile.held, capacity: tile.capacity })}
      </span>
      <span className="block text-xs text-slate-700" data-testid="tile-guests">
        {t("tableMap.guests", { booked: tile.guestsBooked, seated: tile.guestsSeated })}
      </span>
      <span className="mt-1 block text-xs text-slate-700" data-testid="tile-spend">
        {tile.minSpend !== null
          ? t("tableMap.spendOfMinimum", { spent: money(tile.spent), minimum: money(tile.minSpend) })
          : t("tableMap.spend", { spent: money(tile.spent) })}
      </span>
      {reached !== null ? (
        <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <span
            className={`block h-full ${reached >= 1 ? "bg-emerald-600" : "bg-brand-600"}`}
            style={{ width: `${Math.round(reached * 100)}%` }}
          />
        </span>
      ) : null}
      {shown.length > 0 ? (
        <span className="mt-2 block text-xs text-slate-800" data-testid="tile-names">
          {shown.map((guest) => guest.name).join(", ")}
          {tile.guests.length > shown.length
            ? ` ${t("tableMap.more", { count: tile.guests.length - shown.length })}`
            : ""}
        </span>
      ) : null}
    </Link>
  );
}
