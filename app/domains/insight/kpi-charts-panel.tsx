// The venue-level KPI dashboard of /charts: the period's totals, then tickets sold, revenue, reservations, orders and
// new followers per day as server-drawn charts, each with its table. Built from the statistics panel's pieces.
import type { StatisticsData } from "~/domains/insight/kpi";
import { SeriesChart, type ChartDatum, type ChartText } from "~/ui/charts";
import { dayData, maxOf, TotalsCards, totalOf, useKpiText } from "./statistics-panel";

export function KpiChartsPanel({ data }: { data: StatisticsData }) {
  const { t, count, money, moneyTick, period, common } = useKpiText(data.period);
  // An upstream that does not count followers per day leaves the chart empty rather than drawing zeros.
  const countsFollowers = data.series.some((point) => point.followers !== undefined);
  const series = {
    sales: dayData(data.series, (point) => point.ticketsSold),
    revenue: dayData(data.series, (point) => point.revenue),
    reservations: dayData(data.series, (point) => point.reservations),
    orders: dayData(data.series, (point) => point.orders),
    followers: countsFollowers ? dayData(data.series, (point) => point.followers ?? 0) : [],
  };
  const described = (key: string, values: ChartDatum[], format: (value: number) => string) =>
    t(key, { ...period, total: format(totalOf(values)), max: format(maxOf(values)) });
  const dayText = (
    id: keyof typeof series,
    title: string,
    description: string,
    valueLabel: string,
    inEuro?: true,
  ): ChartText => ({
    ...common,
    id: `kpi-${id}`,
    title: t(title),
    description: described(description, series[id], inEuro ? money : count),
    categoryLabel: t("statistics.table.day"),
    valueLabel: t(valueLabel),
    formatValue: inEuro ? money : count,
    ...(inEuro ? { formatTick: moneyTick } : {}),
  });

  const cards: [string, string][] = [
    [t("statistics.totals.ticketsSold"), count(data.totals.ticketsSold)],
    [t("statistics.totals.revenue"), money(data.totals.revenue)],
    [t("statistics.totals.reservations"), count(data.totals.reservations)],
    [t("statistics.totals.orders"), count(data.totals.orders)],
  ];
  if (countsFollowers) cards.push([t("insight.charts.newFollowers"), count(totalOf(series.followers))]);
  if (data.totals.followers !== undefined) cards.push([t("insight.charts.allFollowers"), count(data.totals.followers)]);

  return (
    <section aria-labelledby="kpi-totals" className="space-y-6" data-kpi-charts="">
      <TotalsCards id="kpi-totals" period={period} cards={cards} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <SeriesChart
          text={dayText(
            "sales",
            "statistics.charts.salesPerDay",
            "statistics.charts.salesPerDayDescription",
            "statistics.table.sold",
          )}
          data={series.sales}
        />
        <SeriesChart
          text={dayText(
            "revenue",
            "statistics.charts.revenuePerDay",
            "statistics.charts.revenuePerDayDescription",
            "statistics.table.revenue",
            true,
          )}
          data={series.revenue}
          variant="line"
        />
        <SeriesChart
          text={dayText(
            "reservations",
            "insight.charts.reservationsPerDay",
            "insight.charts.reservationsPerDayDescription",
            "statistics.table.count",
          )}
          data={series.reservations}
        />
        <SeriesChart
          text={dayText(
            "orders",
            "insight.charts.ordersPerDay",
            "insight.charts.ordersPerDayDescription",
            "insight.charts.orders",
          )}
          data={series.orders}
        />
        <SeriesChart
          text={dayText(
            "followers",
            "insight.charts.followersPerDay",
            "insight.charts.followersPerDayDescription",
            "insight.charts.newFollowers",
          )}
          data={series.followers}
        />
      </div>
    </section>
  );
}
