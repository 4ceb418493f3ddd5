import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { venueTab } from "~/domains/events/event-workspace.server";
import { holdingStatuses } from "~/domains/reservations/reservation-transitions";
import { resourceListData } from "~/resource/resource.server";
import { eventTables } from "~/domains/orders/orders.resources";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EventTabList } from "~/domains/events/event-workspace";
import { canAccess, section } from "~/core/permissions";
import { TableDetailLink } from "~/domains/orders/table-detail";

/**
 * The venue's tables, each with how many of its reservations hold it at this event out of its maximum; created and
 * edited here, and managed in full (deleted too) in the venue's tables section the tab links to.
 */
export const loader = async (args: LoaderFunctionArgs) => {
  const context = await venueTab(args, "tables");
  const [list, holding] = await Promise.all([
    resourceListData(eventTables, args, context),
    context.signed.api.list<{ tableId?: string }>("/reservations", {
      eventId: context.eventId,
      status: holdingStatuses.join(","),
      "tableId[ne]": "",
      limit: 1000,
    }),
  ]);
  const taken = new Map<string, number>();
  for (const reservation of holding.items)
    if (reservation.tableId) taken.set(reservation.tableId, (taken.get(reservation.tableId) ?? 0) + 1);
  const rows = list.rows.map((row) => ({
    ...row,
    reserved: `${taken.get(row._id) ?? 0} / ${row.maxReservations ?? 1}`,
  }));
  // The venue's tables are managed in full in their own section, for those who may open it.
  return json({ ...list, rows, venueTables: canAccess("tables", context.signed.viewer) });
};

export default function EventTablesTab() {
  const { base, venueTables } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <EventTabList
      resource={eventTables}
      tab="tables"
      actions={
        venueTables ? (
          <Link to={section("tables").path} className="btn-secondary">
            {t("tables.venueTables")}
          </Link>
        ) : undefined
      }
      rowExtras={(row) => <TableDetailLink row={row} base={base} suffix="/detail" />}
    />
  );
}
