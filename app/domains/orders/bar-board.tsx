// The bar board: tonight's orders still to hand over, oldest first, each with one big button, readable on a phone at
// the bar. It refreshes itself while the tab is visible (a bounded number of times, then it waits for a tap) and,
// without JavaScript, with the "Aggiorna" link, which reloads the same URL and so keeps the chosen event.
import { Icon } from "~/ui/frame-kit";
import { Form, useFetchers, useLocation, useRevalidator, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useLiveLoaderData, useLiveRefresh, type LiveStatus } from "~/ui/live/live-data";
import { LiveStatusLine } from "~/ui/live/live-status";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatTime, Badge } from "~/ui/shell-kit";
import { linesText } from "~/domains/orders/orders.resources";
import { UndoToast } from "~/ui/shell/undo-toast";
import { DeliverButton, DeliveredMark, LastDeliveryUndo, useBarDeliveries } from "./bar-delivery";
import { deliveredParam } from "./order-transitions";
import { DeliveryButton } from "./orders-page";
import type { barBoard } from "./orders.server";

/** Every 15 seconds while visible, at most 240 times (an hour) after the last tap; then it pauses until asked. */
const barRefreshMs = 15_000;
const barRefreshLimit = 240;

/** The board's refresh, which stops after `barRefreshLimit` loads with no tap on the board, until asked again. */
function useBarRefresh(status: LiveStatus) {
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  // The loads seen when someone last tapped the board (a delivery) or asked it to go on: the count starts there.
  const [since, setSince] = useState(status.loads);
  const submitting = fetchers.some((fetcher) => fetcher.state === "submitting");
  const [wasSubmitting, setWasSubmitting] = useState(submitting);
  if (submitting !== wasSubmitting) {
    setWasSubmitting(submitting);
    if (submitting) setSince(status.loads);
  }
  const paused = status.loads - since >= barRefreshLimit;
  useLiveRefresh(barRefreshMs, status, { paused });
  return { paused, resume: () => setSince(status.loads), refreshing: revalidator.state !== "idle" };
}

const recentMinutes = 180;

function minutesBetween(from: string | undefined, to: string): number {
  const start = from ? Date.parse(from) : Number.NaN;
  return Number.isNaN(start) ? 0 : Math.max(0, Math.floor((Date.parse(to) - start) / 60_000));
}

/** How long an order has waited, for the recent ones; the day and time for one placed before the night. */
function OrderedWhen({ createdAt, now }: { createdAt?: string; now: string }) {
  const { t } = useTranslation();
  if (!createdAt) return null;
  const minutes = minutesBetween(createdAt, now);
  if (minutes >= recentMinutes) return <>{t("orders.bar.orderedOn", { date: formatDateTime(createdAt) })}</>;
  return <>{t("orders.bar.orderedAt", { time: formatTime(createdAt), minutes })}</>;
}

export function BarBoard() {
  const { t } = useTranslation();
  const { data, status } = useLiveLoaderData<typeof barBoard>();
  const { event, events, waiting, waitingTotal, delivered, refreshedAt } = data;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // The board's own URL, without the order a post without JavaScript just delivered.
  const kept = new URLSearchParams(params);
  kept.delete(deliveredParam);
  const here = `${pathname}${kept.toString() ? `?${kept}` : ""}`;
  const lastDelivered = delivered.find((order) => order._id === params.get(deliveredParam));
  const { paused, resume, refreshing } = useBarRefresh(status);
  const deliveries = useBarDeliveries(waiting, here);
  return (
    // Room under the last card for the undo toast, so it never covers a button that cannot scroll above it.
    <div className="mx-auto max-w-3xl pb-28">
      <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t("sections.bar.title")}</h1>
          {event ? (
            <p className="mt-1 text-base text-slate-700">
              <span className="font-medium">{event.name}</span>
              {event.startDate ? <span className="text-slate-500"> · {formatDateTime(event.startDate)}</span> : null}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-1">
          <a href={here} className="btn-secondary min-h-12 px-4 text-base" aria-describedby="bar-refreshed">
            <Icon name="refresh" className={`h-5 w-5 ${refreshing ? "animate-spin" : ""}`} />
            {t("orders.bar.refresh")}
          </a>
          <p id="bar-refreshed" className="text-xs text-slate-500" aria-live="polite">
            {t("orders.bar.refreshedAt", { time: formatTime(refreshedAt, true) })}
          </p>
        </div>
      </header>
      <LiveStatusLine status={status} className="mb-3" />
      {lastDelivered ? <LastDeliveryUndo order={lastDelivered} here={here} /> : null}

      {paused ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <span>{t("orders.bar.paused")}</span>
          <button type="button" className="btn-secondary" onClick={resume}>
            {t("orders.bar.resume")}
          </button>
        </div>
      ) : null}

      {events.length > 1 || (event && !events.some((one) => one._id === event._id)) ? (
        <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="bar-event" className="label">
              {t("orders.bar.event")}
            </label>
            <select
              id="bar-event"
              name="event"
              defaultValue={event?._id ?? ""}
              key={event?._id ?? ""}
              className="input mt-1 w-full"
              onChange={(change) => change.currentTarget.form?.requestSubmit()}
            >
              {event && !events.some((one) => one._id === event._id) ? (
                <option value={event._id}>{event.name}</option>
              ) : null}
              {events.map((one) => (
                <option key={one._id} value={one._id}>
                  {one.name}
                  {one.startDate ? ` · ${formatDateTime(one.startDate)}` : ""}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary min-h-11">
            {t("orders.bar.show")}
          </button>
        </Form>
      ) : null}

      {!event ? (
        <p className="rounded-lg bg-white px-4 py-10 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
          {t("orders.bar.noEvent")}
        </p>
      ) : (
        <>
          <h2 className="mb-2 text-lg font-semibold text-slate-900">
            {t("orders.bar.waiting")} <span className="tabular-nums text-slate-500">({waitingTotal})</span>
          </h2>
          {deliveries.shown.length === 0 ? (
            <p className="mb-6 rounded-lg bg-white px-4 py-10 text-center text-lg text-slate-600 shadow-sm ring-1 ring-slate-200">
              {t("orders.bar.empty")}
            </p>
          ) : (
            <ol className="mb-6 space-y-3" aria-label={t("orders.bar.waiting")}>
              {deliveries.shown.map(({ order, held }, index) => (
                <li
                  key={order._id}
                  className={`rounded-xl p-4 shadow-sm ring-1 ${held ? "bg-emerald-50/40 ring-emerald-200" : "bg-white ring-slate-200"}`}
                  aria-label={order.token}
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <span className="font-mono text-xl font-bold text-slate-900">{order.token}</span>
                    <span className="text-sm text-slate-600">
                      <OrderedWhen createdAt={order.createdAt} now={refreshedAt} />
                    </span>
                  </div>
                  <p className="mt-2 text-xl font-semibold leading-snug text-slate-900">{linesText(order) || "—"}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    <span>{order.userName}</span>
                    {order.tableName ? (
                      <Badge tone="blue">{t("orders.bar.table", { name: order.tableName })}</Badge>
                    ) : null}
                    {order.paymentType ? <Badge>{t(`paymentTypes.${order.paymentType}`)}</Badge> : null}
                  </div>
                  <div className="mt-3">
                    {held ? (
                      <DeliveredMark />
                    ) : (
                      <DeliverButton
                        order={order}
                        here={here}
                        onTap={() => deliveries.tap(order, index)}
                        onAnswer={deliveries.answered}
                      />
                    )}
                  </div>
                </li>
              ))}
            </ol>
          )}
          {waitingTotal > waiting.length ? (
            <p className="mb-6 text-sm text-slate-600">
              {t("orders.bar.more", { count: waitingTotal - waiting.length })}
            </p>
          ) : null}

          <h2 className="mb-2 text-lg font-semibold text-slate-900">{t("orders.bar.delivered")}</h2>
          {delivered.length === 0 ? (
            <p className="text-sm text-slate-600">{t("orders.bar.noneDelivered")}</p>
          ) : (
            <ul
              className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
              aria-label={t("orders.bar.delivered")}
            >
              {delivered.map((order) => (
                <li
                  key={order._id}
                  className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                  aria-label={order.token}
                >
                  <div className="min-w-0">
                    <span className="font-mono font-semibold text-slate-900">{order.token}</span>
                    <span className="ml-2 text-slate-700">{linesText(order)}</span>
                  </div>
                  <DeliveryButton action="undeliver" row={order} to={here} big />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <UndoToast undo={deliveries.undo} />
    </div>
  );
}
