// The orders screens (the venue's list, the event's orders and order items, the orders at tables): the totals of the
// filtered set above the list, and in each row only the changes its state allows. Delivery is one click (a form post,
// in place with JavaScript); a refund asks first in a dialog route.
import { Link, useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { formatDateTime, formatMoney, Badge } from "~/ui/shell-kit";
import {
  allowedOrderActions,
  orderBulkOffer,
  orderActionNeedsConfirmation,
  servedDelivery,
  type OrderAction,
} from "~/domains/orders/order-transitions";
import type { OrderTotals } from "~/domains/orders/table-commission";
import type {
  applyOrderChange,
  orderChangeDialog,
  orderDetail,
  ordersList,
  tableOrdersList,
} from "~/domains/orders/orders.server";
import { RecordHistory } from "~/ui/record-history";
import { RouteDialog } from "~/ui/forms/route-dialog";
import { deliveryStatusTones, linesText, orderStatusTones } from "~/domains/orders/orders.resources";
import type { ResourceDefinition } from "~/resource/definition";
import { Icon } from "~/ui/frame-kit";
import { ConfirmDialog } from "~/ui/forms/confirm-dialog";
import { ResourceListPage } from "~/resource/table-kit";

type Row = Record<string, unknown> & {
  _id: string;
  token?: string;
  status?: string;
  deliveryStatus?: string;
  paymentType?: string;
};

function orderActionHref(base: string, id: string, action: OrderAction, search: string) {
  return `${base}/${encodeURIComponent(id)}/${action}${search}`;
}

/** Deliver or take back in one click: a form post that, with JavaScript, stays on the page. */
export function DeliveryButton({
  action,
  row,
  to,
  big = false,
}: {
  action: "deliver" | "undeliver";
  row: Row;
  to: string;
  big?: boolean;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  const look = big
    ? action === "deliver"
      ? "min-h-14 w-full rounded-lg bg-emerald-700 px-5 py-3 text-lg font-semibold text-white hover:bg-emerald-800 sm:w-auto"
      : "min-h-12 rounded-lg bg-white px-4 py-2 text-base font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
    : action === "deliver"
      ? "rounded-md bg-emerald-700 px-2.5 py-1 text-xs font-semibold text-white hover:bg-emerald-800"
      : "rounded-md bg-white px-2.5 py-1 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50";
  return (
    <fetcher.Form
      method="post"
      action={to}
      className={big && action === "deliver" ? "w-full sm:w-auto" : "inline"}
      preventScrollReset
    >
      <input type="hidden" name="orderId" value={row._id} />
      <input type="hidden" name="intent" value={action} />
      <button
        type="submit"
        className={`${look} disabled:opacity-60`}
        disabled={busy}
        aria-label={t(`orders.actionNamed.${action}`, { code: row.token ?? "" })}
      >
        {busy ? t("orders.working") : t(`orders.actions.${action}`)}
      </button>
    </fetcher.Form>
  );
}

/** The figures of the filtered set: orders, amount, platform fee (and commission at tables); for order items, quantity. */
export function OrderTotalsBar({
  totals,
  partial = false,
  items = false,
  note,
}: {
  /** Null: withheld, the upstream ignored the scope's filters on them. */
  totals: OrderTotals | null;
  partial?: boolean;
  items?: boolean;
  note?: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  // The upstream's totals failed their contract probe (decision 049): no figure, the reason instead.
  if (totals === null)
    return (
      <section aria-label={t("orders.totals.title")} className="mb-4" data-totals-withheld="">
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t("orders.totals.withheld")}
        </p>
      </section>
    );
  const figures: [string, string][] = items
    ? [
        [t("orders.totals.lines"), String(totals.count)],
        [t("orders.totals.quantity"), String(totals.quantity)],
        [t("orders.totals.amount"), money(totals.amount)],
      ]
    : [
        [t("orders.totals.count"), String(totals.count)],
        [t("orders.totals.amount"), money(totals.amount)],
        [t("orders.totals.platformFee"), money(totals.platformFee)],
      ];
  if (totals.commission !== undefined) figures.push([t("orders.totals.commission"), money(totals.commission)]);
  return (
    <section aria-label={t("orders.totals.title")} className="mb-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        {partial ? t("orders.totals.partial") : (note ?? t("orders.totals.note"))}
      </p>
    </section>
  );
}

/** The actions a row offers, from the order's state only, after the way to its detail. */
/** A row's actions, one element each, so the table can fold those after the first into the row's menu. */
function orderRowActions(row: Row, base: string, search: string, t: TFunction) {
  return [
    <Link
      key="detail"
      to={`${base}/${encodeURIComponent(row._id)}/detail${search}`}
      className="text-sm font-medium text-brand-700 hover:underline"
      aria-label={t("orders.detail.open", { code: row.token ?? "" })}
      preventScrollReset
    >
      {t("orders.detail.link")}
    </Link>,
    ...allowedOrderActions(row).map((action) =>
      orderActionNeedsConfirmation(action) ? (
        <Link
          key={action}
          to={orderActionHref(base, row._id, action, search)}
          className="row-link-danger text-sm"
          aria-label={t(`orders.actionNamed.${action}`, { code: row.token ?? "" })}
          preventScrollReset
        >
          <Icon name="x-circle" className="h-4 w-4 shrink-0" />
          {t(`orders.actions.${action}`)}
        </Link>
      ) : (
        <DeliveryButton
          key={action}
          action={action as "deliver" | "undeliver"}
          row={row}
          to={orderActionHref(base, row._id, action, search)}
        />
      ),
    ),
  ];
}

export function OrdersList({
  resource,
  title,
  description,
  actions = true,
  bulk = false,
}: {
  resource: ResourceDefinition;
  title?: string;
  description?: string;
  actions?: boolean;
  /** Rows can be marked delivered or put back to waiting in bulk (`{base}/bulk`). */
  bulk?: boolean;
}) {
  // Orders at tables sum their own totals, at most a limit of them, and say when the figures are partial.
  const data = useLoaderData<typeof ordersList | typeof tableOrdersList>();
  const { base, totals } = data;
  const totalsPartial = "totalsPartial" in data && data.totalsPartial;
  const { search } = useLocation();
  const { t } = useTranslation();
  return (
    <ResourceListPage
      resource={resource}
      title={title}
      description={description}
      // /orders and /orders/tables export; an event's tabs do not.
      exportable={!base.startsWith("/events/")}
      before={<OrderTotalsBar totals={totals} partial={totalsPartial} items={resource.endpoint === "order-items"} />}
      rowExtras={actions ? (row: Row) => orderRowActions(row, base, search, t) : undefined}
      bulk={bulk ? orderBulkOffer : undefined}
    />
  );
}

export function OrderChangeDialog() {
  const { t, i18n } = useTranslation();
  const { order, action, allowed, base } = useLoaderData<typeof orderChangeDialog>();
  const result = useActionData<typeof applyOrderChange>();
  const { search } = useLocation();
  const error = result?.error ?? (allowed ? null : t("orders.notAllowed", { code: order.token ?? "" }));
  return (
    <ConfirmDialog
      title={t(`orders.confirmTitle.${action}`, { code: order.token ?? "" })}
      message={t(`orders.confirmText.${action}`)}
      detail={
        <div className="inline-flex flex-wrap items-center gap-2">
          {order.token} · {String(order.userName ?? "")} · {linesText(order)} ·{" "}
          {formatMoney(Number(order.price ?? 0), i18n.language)}
          <Badge tone={orderStatusTones[order.status as keyof typeof orderStatusTones]}>
            {t(`orderStatuses.${order.status}`)}
          </Badge>
          <DeliveryBadge order={order} />
        </div>
      }
      confirmLabel={t(`orders.actionNamed.${action}`, { code: order.token ?? "" })}
      keepLabel={t(`keep.${action}`)}
      pendingLabel={t("orders.working")}
      closeTo={`${base}${search}`}
      tone="danger"
      error={error}
    />
  );
}

/** The order's delivery as a badge, or a dash for an order the bar does not serve (rejected, refunded…). */
function DeliveryBadge({ order }: { order: Parameters<typeof servedDelivery>[0] }) {
  const { t } = useTranslation();
  const delivery = servedDelivery(order);
  if (!delivery) return <>—</>;
  return <Badge tone={deliveryStatusTones[delivery]}>{t(`deliveryStatuses.${delivery}`)}</Badge>;
}

/** An order in full over its list: what was ordered, by whom, how it was paid and its Data Cash transaction. */
export function OrderDetailDialog() {
  const { t, i18n } = useTranslation();
  const { order, history, closeTo } = useLoaderData<typeof orderDetail>();
  const money = (cents: number | null | undefined) =>
    typeof cents === "number" ? formatMoney(cents, i18n.language) : "—";
  const text = (value: unknown) => (value === null || value === undefined || value === "" ? "—" : String(value));
  const facts: [string, React.ReactNode][] = [
    [t("fields.event"), text(order.eventName)],
    [t("fields.user"), text(order.userName)],
    [t("orders.lines"), text(linesText(order))],
    [t("fields.quantity"), text(order.quantity)],
    [t("fields.price"), money(order.price)],
    [t("orders.detail.platformFee"), money(order.platformFeeAmount)],
    [t("fields.paymentType"), order.paymentType ? t(`paymentTypes.${order.paymentType}`) : "—"],
    [
      t("fields.status"),
      <Badge key="status" tone={orderStatusTones[order.status as keyof typeof orderStatusTones]}>
        {t(`orderStatuses.${order.status}`)}
      </Badge>,
    ],
    [t("fields.deliveryStatus"), <DeliveryBadge key="delivery" order={order} />],
    [t("fields.table"), text(order.tableName)],
    [t("orders.detail.dataCashIdtrx"), text(order.dataCashIdtrx)],
    [t("orders.detail.dataCashProgressivo"), text(order.dataCashProgressivo)],
    [t("fields.createdAt"), order.createdAt ? formatDateTime(order.createdAt) : "—"],
  ];
  return (
    <RouteDialog title={t("orders.detail.title", { code: order.token ?? "" })} closeTo={closeTo}>
      <dl className="grid grid-cols-[auto,1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <RecordHistory history={history} />
    </RouteDialog>
  );
}
