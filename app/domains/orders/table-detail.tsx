// A table's detail, over the tables list or the event's tables tab: what the table is, the orders placed at it with
// the commission on their table products, and its reservations.
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatMoney, Badge } from "~/ui/shell-kit";
import { linesText, orderStatusTones } from "~/domains/orders/orders.resources";
import { reservationStatusTones } from "~/domains/reservations/reservations.resources";
import { OrderTotalsBar } from "./orders-page";
import type { tableDetail } from "./orders.server";
import { RecordHistory } from "~/ui/record-history";
import { RouteDialog } from "~/ui/forms/route-dialog";
import { ScrollBox } from "~/ui/lists/scroll-box";
import type { Row } from "~/resource/resource.server";

const cell = "px-3 py-2 text-left";

/** `tonight`: what the event's floor adds over the table's figures (its state and the staff's actions). */
export function TableDetailDialog({ tonight }: { tonight?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const {
    table,
    history,
    orders,
    ordersTotal,
    reservations,
    reservationsTotal,
    totals,
    totalsPartial,
    closeTo,
    reservationsBase,
  } = useLoaderData<typeof tableDetail>();
  const money = (cents: unknown) => formatMoney(Number(cents ?? 0), i18n.language);
  return (
    <RouteDialog
      title={t("orders.tableDetail.title", { code: table.code ?? "", name: table.name ?? "" })}
      closeTo={closeTo}
    >
      <dl className="mb-4 grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-500">{t("fields.description")}</dt>
        <dd className="text-slate-900">{table.description || "—"}</dd>
        <dt className="text-slate-500">{t("fields.area")}</dt>
        <dd className="text-slate-900">{table.area || "—"}</dd>
        <dt className="text-slate-500">{t("fields.maxReservations")}</dt>
        <dd className="text-slate-900">{table.maxReservations ?? 1}</dd>
        <dt className="text-slate-500">{t("fields.minSpend")}</dt>
        <dd className="text-slate-900">{typeof table.minSpend === "number" ? money(table.minSpend) : "—"}</dd>
      </dl>
      {tonight}
      <OrderTotalsBar
        totals={totals}
        note={totalsPartial ? t("orders.tableDetail.latestOnly") : t("orders.tableDetail.totalsNote")}
      />
      <h3 className="mb-2 mt-4 font-semibold text-slate-900">
        {t("orders.tableDetail.orders")} <span className="text-slate-500">({ordersTotal})</span>
      </h3>
      {orders.length === 0 ? (
        <p className="text-sm text-slate-600">{t("orders.tableDetail.noOrders")}</p>
      ) : (
        <ScrollBox
          className="overflow-x-auto rounded-lg ring-1 ring-slate-200"
          role="region"
          aria-label={t("orders.tableDetail.orders")}
        >
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t("orders.tableDetail.orders")}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={cell}>
                  {t("fields.code")}
                </th>
                <th scope="col" className={cell}>
                  {t("fields.event")}
                </th>
                <th scope="col" className={cell}>
                  {t("orders.lines")}
                </th>
                <th scope="col" className={cell}>
                  {t("fields.price")}
                </th>
                <th scope="col" className={cell}>
                  {t("orders.commission")}
                </th>
                <th scope="col" className={cell}>
                  {t("fields.status")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {orders.map((order) => (
                <tr key={order._id}>
                  <td className={`${cell} font-mono`}>{order.token}</td>
                  <td className={cell}>
                    {order.eventName}
                    <span className="block text-xs text-slate-500">
                      {order.createdAt ? formatDateTime(order.createdAt) : ""}
                    </span>
                  </td>
                  <td className={cell}>{linesText(order)}</td>
                  <td className={`${cell} tabular-nums`}>{money(order.price)}</td>
                  <td className={`${cell} tabular-nums`}>{money(order.commission)}</td>
                  <td className={cell}>
                    <Badge tone={orderStatusTones[order.status as keyof typeof orderStatusTones]}>
                      {t(`orderStatuses.${order.status}`)}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <h3 className="mb-2 mt-6 font-semibold text-slate-900">
        {t("orders.tableDetail.reservations")} <span className="text-slate-500">({reservationsTotal})</span>
      </h3>
      {reservations.length === 0 ? (
        <p className="text-sm text-slate-600">{t("orders.tableDetail.noReservations")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg text-sm ring-1 ring-slate-200">
          {reservations.map((reservation) => (
            <li key={reservation._id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span>
                <span className="font-mono">{reservation.code}</span> · {reservation.userName} · {reservation.eventName}
              </span>
              <span className="inline-flex items-center gap-3">
                <Badge tone={reservationStatusTones[reservation.status as keyof typeof reservationStatusTones]}>
                  {t(`reservationStatuses.${reservation.status}`)}
                </Badge>
                {reservationsBase ? (
                  <Link
                    to={`${reservationsBase}/${encodeURIComponent(reservation._id)}`}
                    className="font-medium text-brand-700 hover:underline"
                    aria-label={t("list.editNamed", { name: reservation.code ?? "" })}
                  >
                    {t("list.edit")}
                  </Link>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <RecordHistory history={history} />
    </RouteDialog>
  );
}

/** The way from a row of a tables list to that table's detail (`<base>/<id><suffix>`), keeping the list's state. */
export function TableDetailLink({
  row,
  base,
  suffix = "",
}: {
  row: Row & { name?: unknown };
  base: string;
  suffix?: string;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <Link
      to={`${base}/${encodeURIComponent(row._id)}${suffix}${search}`}
      className="font-medium text-brand-700 hover:underline"
      aria-label={t("orders.tableDetail.openNamed", { name: String(row.name ?? "") })}
      preventScrollReset
    >
      {t("orders.tableDetail.open")}
    </Link>
  );
}
