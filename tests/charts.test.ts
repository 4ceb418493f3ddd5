// The server-rendered charts: one mark per datum sized by its value, a title and description for assistive technology,
// the numbers in a table; and the statistics panel in both languages.
import { createInstance } from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nServerConfig } from "~/core/i18n/locales.server";
import type { StatisticsData } from "~/domains/insight/kpi";
import { BarChart, SeriesChart, type ChartDatum, type ChartText } from "~/ui/charts";
import { KpiChartsPanel } from "~/domains/insight/kpi-charts-panel";
import { StatisticsPanel } from "~/domains/insight/statistics-panel";

const text: ChartText = {
  id: "test-chart",
  title: "Sales per release",
  description: "Tickets sold per release",
  categoryLabel: "Release",
  valueLabel: "Sold",
  capacityLabel: "On sale",
  tableLabel: "Show the table",
  emptyText: "Nothing here",
  formatValue: (value) => `${value} pcs`,
};

const data: ChartDatum[] = [
  { key: "a", label: "Early bird", value: 50, capacity: 100 },
  { key: "b", label: "Primo lotto", value: 100, capacity: 100 },
  { key: "c", label: "Secondo <lotto> & co", value: 25 },
];

function parse(html: string) {
  const bars = [...html.matchAll(/<rect[^>]*data-bar=""[^>]*>/g)].map((match) => match[0]);
  const attribute = (tag: string, name: string) => Number(new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1]);
  return { bars, attribute };
}

describe("BarChart", () => {
  const html = renderToStaticMarkup(createElement(BarChart, { text, data }));

  it("is an image named by its title and description", () => {
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="test-chart-title test-chart-desc"/);
    expect(html).toMatch(/<svg[^>]*viewBox="0 0 640 \d+"/);
    expect(html).toContain('<title id="test-chart-title">Sales per release</title>');
    expect(html).toContain('<desc id="test-chart-desc">Tickets sold per release</desc>');
  });

  it("draws one bar per category, its length proportional to the value on a shared axis", () => {
    const { bars, attribute } = parse(html);
    expect(bars).toHaveLength(3);
    const lengths = bars.map((bar) => attribute(bar, "width"));
    expect(bars.map((bar) => attribute(bar, "data-value"))).toEqual([50, 100, 25]);
    // The axis tops at 100: the full bar takes the whole plot, the others a half and a quarter of it.
    expect(lengths[0] / lengths[1]).toBeCloseTo(0.5, 3);
    expect(lengths[2] / lengths[1]).toBeCloseTo(0.25, 3);
    expect(lengths[1]).toBe(640 - 190 - 64);
    expect(html.match(/data-capacity="/g)).toHaveLength(2);
  });

  it("puts the numbers in a table with a caption, behind a details element, labels escaped", () => {
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Show the table<\/summary>/);
    expect(html).toContain("<caption");
    expect(html).toMatch(/<caption[^>]*>Sales per release<\/caption>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Early bird<\/th><td[^>]*>50 pcs<\/td><td[^>]*>100 pcs<\/td>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Primo lotto<\/th><td[^>]*>100 pcs<\/td>/);
    expect(html).toContain("Secondo &lt;lotto&gt; &amp; co");
    expect(html).not.toContain("<lotto>");
  });

  it("shows the empty text and no chart without data", () => {
    const empty = renderToStaticMarkup(createElement(BarChart, { text, data: [] }));
    expect(empty).toContain("Nothing here");
    expect(empty).not.toContain("<svg");
    expect(empty).not.toContain("<table");
  });
});

describe("SeriesChart", () => {
  const days: ChartDatum[] = [
    { key: "2026-11-01", label: "01/11/2026", axisLabel: "01/11", value: 0 },
    { key: "2026-11-02", label: "02/11/2026", axisLabel: "02/11", value: 30 },
    { key: "2026-11-03", label: "03/11/2026", axisLabel: "03/11", value: 60 },
  ];

  it("draws one column per day with heights proportional to the values", () => {
    const html = renderToStaticMarkup(createElement(SeriesChart, { text: { ...text, id: "days" }, data: days }));
    const { bars, attribute } = parse(html);
    expect(bars).toHaveLength(3);
    const heights = bars.map((bar) => attribute(bar, "height"));
    expect(heights[0]).toBe(0);
    expect(heights[1] / heights[2]).toBeCloseTo(0.5, 3);
    // A column stands on the axis: its top plus its height is the same baseline for all.
    const baselines = bars.map((bar) => attribute(bar, "y") + attribute(bar, "height"));
    expect(new Set(baselines.map((value) => value.toFixed(2))).size).toBe(1);
    expect(html).toContain(">02/11<");
    expect(html).toMatch(/<th scope="row"[^>]*>03\/11\/2026<\/th><td[^>]*>60 pcs<\/td>/);
  });

  it("draws a line with one point per day in the line variant", () => {
    const html = renderToStaticMarkup(
      createElement(SeriesChart, { text: { ...text, id: "line" }, data: days, variant: "line" }),
    );
    expect(html).toContain("<polyline");
    expect(html.match(/data-point=""/g)).toHaveLength(3);
    expect(html).not.toContain('data-bar=""');
  });
});

describe("StatisticsPanel", () => {
  const statistics: StatisticsData = {
    period: { from: "2026-11-01", to: "2026-11-03" },
    eventId: null,
    totals: { ticketsSold: 12345, revenue: 215650, reservations: 12, orders: 7, followers: 3 },
    series: [
      { date: "2026-11-01", ticketsSold: 4, revenue: 1500, reservations: 1, orders: 1 },
      { date: "2026-11-02", ticketsSold: 0, revenue: 0, reservations: 0, orders: 0 },
      { date: "2026-11-03", ticketsSold: 8, revenue: 3000, reservations: 2, orders: 1 },
    ],
    byRelease: [
      {
        releaseId: "r1",
        name: "Early bird",
        eventId: "e1",
        eventName: "Halloween",
        sold: 40,
        maxTickets: 50,
        revenue: 40000,
      },
      {
        releaseId: "r2",
        name: "Primo lotto",
        eventId: "e2",
        eventName: "Capodanno",
        sold: 10,
        maxTickets: 100,
        revenue: 15000,
      },
    ],
    reservationsByStatus: { accepted: 7, waitingOrganizer: 3, mystery: 2 },
  };

  async function render(language: "it" | "en") {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ ...i18nServerConfig, lng: language });
    return renderToStaticMarkup(
      createElement(I18nextProvider, { i18n }, createElement(StatisticsPanel, { data: statistics })),
    );
  }

  it("shows the totals and four charts with their tables, in Italian", async () => {
    const html = await render("it");
    expect(html.match(/role="img"/g)).toHaveLength(4);
    expect(html.match(/<table/g)).toHaveLength(4);
    expect(html).toContain("Biglietti venduti");
    expect(html).toContain("12.345");
    expect(html).toContain("2156,50\u00a0€");
    expect(html).toContain("Vendite per lotto");
    expect(html).toContain("Halloween · Early bird");
    // A release's row: sold, on sale and its revenue.
    expect(html).toMatch(
      new RegExp(">Halloween · Early bird</th><td[^>]*>40</td><td[^>]*>50</td><td[^>]*>400,00\u00a0€</td>"),
    );
    expect(html).toContain("In attesa dell&#x27;organizzatore");
    expect(html).toContain(">mystery<");
    expect(html).toContain("Dal 01/11/2026 al 03/11/2026");
  });

  it("speaks English with English formats", async () => {
    const html = await render("en");
    expect(html).toContain("Tickets sold");
    expect(html).toContain("12,345");
    expect(html).toContain("€2,156.50");
    expect(html).toContain("Reservations per status");
    expect(html).toContain("Waiting for the organiser");
  });
});

describe("KpiChartsPanel", () => {
  const dashboard: StatisticsData = {
    period: { from: "2026-11-01", to: "2026-11-03" },
    eventId: null,
    totals: { ticketsSold: 12, revenue: 4500, reservations: 9, orders: 5, followers: 80 },
    series: [
      { date: "2026-11-01", ticketsSold: 4, revenue: 1500, reservations: 3, orders: 1, followers: 2 },
      { date: "2026-11-02", ticketsSold: 0, revenue: 0, reservations: 0, orders: 0, followers: 0 },
      { date: "2026-11-03", ticketsSold: 8, revenue: 3000, reservations: 6, orders: 4, followers: 5 },
    ],
    byRelease: [],
    reservationsByStatus: {},
  };

  async function render(language: "it" | "en", data = dashboard) {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ ...i18nServerConfig, lng: language });
    return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(KpiChartsPanel, { data })));
  }

  it("draws sales, revenue, reservations, orders and new followers per day, each with its table", async () => {
    const html = await render("it");
    expect(html.match(/role="img"/g)).toHaveLength(5);
    expect(html.match(/<table/g)).toHaveLength(5);
    for (const id of ["kpi-sales", "kpi-revenue", "kpi-reservations", "kpi-orders", "kpi-followers"])
      expect(html).toContain(`data-chart="${id}"`);
    expect(html).toContain("Ordini per giorno");
    expect(html).toContain("Nuovi follower per giorno");
    // The orders chart's row of the third day, and the period's new followers next to all of them.
    expect(html).toMatch(/data-chart="kpi-orders"[\s\S]*<th scope="row"[^>]*>03\/11\/2026<\/th><td[^>]*>4<\/td>/);
    expect(html).toMatch(/Nuovi follower<\/dt><dd[^>]*>7<\/dd>/);
    expect(html).toMatch(/Follower totali<\/dt><dd[^>]*>80<\/dd>/);
    expect(html).toContain("45,00\u00a0€");
  });

  it("speaks English, and leaves the followers chart empty when the upstream does not count them", async () => {
    const withoutFollowers = {
      ...dashboard,
      totals: { ...dashboard.totals, followers: undefined },
      series: dashboard.series.map(({ followers: _followers, ...point }) => point),
    };
    const html = await render("en", withoutFollowers);
    expect(html).toContain("Orders per day");
    expect(html.match(/role="img"/g)).toHaveLength(4);
    expect(html).toContain("New followers per day");
    expect(html).not.toContain("All followers");
    expect(html).not.toContain('data-chart="kpi-followers"');
  });
});
