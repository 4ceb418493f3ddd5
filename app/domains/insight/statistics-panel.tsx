// The statistics of a venue or of one event: totals as cards, then sales per release, tickets and revenue per day and
// reservations per status as server-rendered charts, each with its table. Its one prop is the loader's plain JSON.
import { useTranslation } from "react-i18next";
import { releaseLabel, shortDay, type KpiPoint, type Period, type StatisticsData } from "~/domains/insight/kpi";
import { formatDate, formatMoney } from "~/ui/shell-kit";
import { BarChart, SeriesChart, type ChartDatum, type ChartText } from "~/ui/charts";

export type StatisticsPanelProps = {
  data: StatisticsData;
  /** Prefix of the charts' element ids, should two panels share a page. */
  idPrefix?: string;
};

function moneyTick(language: string) {
  const whole = new Intl.NumberFormat(language === "it" ? "it-IT" : "en-GB", {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  });
  return (cents: number) => (cents % 100 === 0 ? whole.format(cents / 100) : formatMoney(cents, language));
}

/** The formatters and shared labels of the KPI panels, in the page's language. */
export function useKpiText(period: Period) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const number = new Intl.NumberFormat(language === "it" ? "it-IT" : "en-GB");
  return {
    t,
    i18n,
    count: (value: number) => number.format(value),
    money: (cents: number) => formatMoney(cents, language),
    moneyTick: moneyTick(language),
    period: { from: formatDate(period.from), to: formatDate(period.to) },
    common: { tableLabel: t("statistics.table.show"), emptyText: t("statistics.empty") },
  };
}

/** One chart datum per day of the series, labelled dd/MM/yyyy (dd/MM on the axis). */
export function dayData(series: StatisticsData["series"], pick: (point: KpiPoint) => number): ChartDatum[] {
  return series.map((point) => ({
    key: point.date,
    label: formatDate(point.date),
    axisLabel: shortDay(point.date),
    value: pick(point),
  }));
}

export const totalOf = (data: readonly ChartDatum[]) => data.reduce((sum, datum) => sum + datum.value, 0);
export const maxOf = (data: readonly ChartDatum[]) => Math.max(0, ...data.map((datum) => datum.value));

/** The period's totals as cards under a heading that names the period. */
export function TotalsCards({
  id,
  period,
  cards,
}: {
  id: string;
  period: { from: string; to: string };
  cards: readonly (readonly [string, string])[];
}) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 id={id} className="text-sm font-medium text-slate-600">
        {t("statistics.totals.label")} · {t("statistics.periodSummary", period)}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function StatisticsPanel({ data, idPrefix = "statistics" }: StatisticsPanelProps) {
  const { t, i18n, count, money, moneyTick, period, common } = useKpiText(data.period);

  // Releases of one event stay together, events in the order the upstream first names them.
  const eventOrder = [...new Set(data.byRelease.map((release) => release.eventId ?? ""))];
  const byEvent = data.byRelease
    .map((release, index) => ({ release, index, event: eventOrder.indexOf(release.eventId ?? "") }))
    .sort((a, b) => a.event - b.event || a.index - b.index)
    .map(({ release }) => release);
  const releases: ChartDatum[] = byEvent.map((release) => ({
    key: release.releaseId,
    label: releaseLabel(release, eventOrder.length > 1),
    value: release.sold,
    capacity: release.maxTickets,
    extra: [money(release.revenue)],
  }));
  const sales = dayData(data.series, (point) => point.ticketsSold);
  const revenue = dayData(data.series, (point) => point.revenue);
  const statuses: ChartDatum[] = Object.entries(data.reservationsByStatus)
    .sort(([, a], [, b]) => b - a)
    .map(([status, value]) => ({
      key: status,
      label: i18n.exists(`reservationStatuses.${status}`) ? t(`reservationStatuses.${status}`) : status,
      value,
    }));
  const total = totalOf;
  const max = maxOf;

  const releaseText: ChartText = {
    ...common,
    id: `${idPrefix}-releases`,
    title: t("statistics.charts.byRelease"),
    description: t("statistics.charts.byReleaseDescription", { count: releases.length, total: count(total(releases)) }),
    categoryLabel: t("statistics.table.release"),
    valueLabel: t("statistics.table.sold"),
    capacityLabel: t("statistics.table.capacity"),
    extraLabels: [t("statistics.table.revenue")],
    formatValue: count,
  };
  const salesText: ChartText = {
    ...common,
    id: `${idPrefix}-sales`,
    title: t("statistics.charts.salesPerDay"),
    description: t("statistics.charts.salesPerDayDescription", {
      ...period,
      total: count(total(sales)),
      max: count(max(sales)),
    }),
    categoryLabel: t("statistics.table.day"),
    valueLabel: t("statistics.table.sold"),
    formatValue: count,
  };
  const revenueText: ChartText = {
    ...common,
    id: `${idPrefix}-revenue`,
    title: t("statistics.charts.revenuePerDay"),
    description: t("statistics.charts.revenuePerDayDescription", {
      ...period,
      total: money(total(revenue)),
      max: money(max(revenue)),
    }),
    categoryLabel: t("statistics.table.day"),
    valueLabel: t("statistics.table.revenue"),
    formatValue: money,
    formatTick: moneyTick,
  };
  const statusText: ChartText = {
    ...common,
    id: `${idPrefix}-statuses`,
    title: t("statistics.charts.reservationsByStatus"),
    description: t("statistics.charts.reservationsByStatusDescription", {
      count: statuses.length,
      total: count(total(statuses)),
    }),
    categoryLabel: t("statistics.table.status"),
    valueLabel: t("statistics.table.count"),
    formatValue: count,
  };

  const cards: [string, string][] = [
    [t("statistics.totals.ticketsSold"), count(data.totals.ticketsSold)],
    [t("statistics.totals.revenue"), money(data.totals.revenue)],
    [t("statistics.totals.reservations"), count(data.totals.reservations)],
    [t("statistics.totals.orders"), count(data.totals.orders)],
  ];

  return (
    <section aria-labelledby={`${idPrefix}-totals`} className="space-y-6" data-statistics="">
      <TotalsCards id={`${idPrefix}-totals`} period={period} cards={cards} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <SeriesChart text={salesText} data={sales} variant="columns" />
        <SeriesChart text={revenueText} data={revenue} variant="line" />
        <BarChart text={releaseText} data={releases} />
        <BarChart text={statusText} data={statuses} />
      </div>
    </section>
  );
}
