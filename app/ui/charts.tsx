// Charts drawn as plain SVG on the server: readable without JavaScript, sized by their viewBox, named for assistive
// technology (role="img" with a title and a description), and each followed by its numbers as a table in a
// <details> that opens without JavaScript. They know no language: the caller passes translated labels and formatters.
import type { ReactNode } from "react";
import { labelEvery, niceTicks, scaleLinear, truncate } from "./chart-scale";
import { ScrollBox } from "./lists/scroll-box";

export type ChartDatum = {
  key: string;
  /** The full label: table rows and each mark's tooltip. */
  label: string;
  /** A shorter label for the axis; the full one when absent. */
  axisLabel?: string;
  value: number;
  /** A ceiling to draw behind the bar (a release's tickets on sale); bar charts only. */
  capacity?: number;
  /** More cells of the datum's table row, already formatted (a release's revenue), under `ChartText.extraLabels`. */
  extra?: readonly string[];
};

export type ChartText = {
  /** Unique on the page: the ids of the title and description derive from it. */
  id: string;
  title: string;
  description: string;
  /** Column headers of the data table. */
  categoryLabel: string;
  valueLabel: string;
  capacityLabel?: string;
  /** Headers of the table's further columns, filled from each datum's `extra`. */
  extraLabels?: readonly string[];
  /** The <summary> that opens the data table. */
  tableLabel: string;
  /** Shown instead of the chart when there is no datum at all. */
  emptyText: string;
  formatValue: (value: number) => string;
  /** The axis ticks' format (money without cents, say); the values' when absent. */
  formatTick?: (value: number) => string;
};

const width = 640;
const font = 12;
/** Coordinates to two decimals: plenty at this size, and a lighter document. */
const r = (value: number) => Math.round(value * 100) / 100;

function ChartFrame({ text, height, children }: { text: ChartText; height: number; children: ReactNode }) {
  const titleId = `${text.id}-title`;
  const descId = `${text.id}-desc`;
  // On a phone the chart keeps a legible size and scrolls sideways rather than shrinking its text away; the scrolling
  // box takes the keyboard focus so it can be scrolled without a pointer.
  return (
    <ScrollBox className="overflow-x-auto rounded" role="group" aria-labelledby={titleId}>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full min-w-[28rem] text-slate-500"
        fontSize={font}
        fontFamily="inherit"
        data-chart={text.id}
      >
        <title id={titleId}>{text.title}</title>
        <desc id={descId}>{text.description}</desc>
        {children}
      </svg>
    </ScrollBox>
  );
}

function DataTable({ text, data }: { text: ChartText; data: readonly ChartDatum[] }) {
  const withCapacity = Boolean(text.capacityLabel) && data.some((datum) => datum.capacity !== undefined);
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer select-none text-brand-700 hover:underline">{text.tableLabel}</summary>
      <div className="mt-2 max-h-80 overflow-auto">
        <table className="min-w-full divide-y divide-slate-200 text-left">
          <caption className="sr-only">{text.title}</caption>
          <thead className="bg-slate-50 text-xs uppercase text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {text.categoryLabel}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {text.valueLabel}
              </th>
              {withCapacity ? (
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {text.capacityLabel}
                </th>
              ) : null}
              {text.extraLabels?.map((label) => (
                <th key={label} scope="col" className="px-3 py-2 text-right font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.map((datum) => (
              <tr key={datum.key}>
                <th scope="row" className="px-3 py-1.5 font-normal text-slate-700">
                  {datum.label}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums text-slate-900">{text.formatValue(datum.value)}</td>
                {withCapacity ? (
                  <td className="px-3 py-1.5 text-right tabular-nums text-slate-900">
                    {datum.capacity === undefined ? "" : text.formatValue(datum.capacity)}
                  </td>
                ) : null}
                {text.extraLabels?.map((label, index) => (
                  <td key={label} className="px-3 py-1.5 text-right tabular-nums text-slate-900">
                    {datum.extra?.[index] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function ChartFigure({ text, data, children }: { text: ChartText; data: readonly ChartDatum[]; children: ReactNode }) {
  return (
    <figure className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">{text.title}</figcaption>
      {data.length === 0 ? <p className="py-6 text-center text-sm text-slate-500">{text.emptyText}</p> : children}
      {data.length === 0 ? null : <DataTable text={text} data={data} />}
    </figure>
  );
}

/**
 * Categories as horizontal bars (long names such as "Event · Release" stay readable), one row each, the value at the
 * bar's end, an optional capacity drawn as a pale track behind it.
 */
export function BarChart({ text, data }: { text: ChartText; data: readonly ChartDatum[] }) {
  const labelWidth = 190;
  const right = 64;
  const top = 8;
  const bottom = 26;
  const row = 26;
  const bar = 16;
  const plot = width - labelWidth - right;
  const max = Math.max(0, ...data.map((datum) => Math.max(datum.value, datum.capacity ?? 0)));
  const ticks = niceTicks(max);
  const scale = scaleLinear(ticks[ticks.length - 1], plot);
  const height = top + data.length * row + bottom;
  const axisY = top + data.length * row;
  return (
    <ChartFigure text={text} data={data}>
      <ChartFrame text={text} height={height}>
        <g aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick} transform={`translate(${r(labelWidth + scale(tick))},0)`}>
              <line y1={top} y2={axisY} className="stroke-slate-200" />
              <text y={axisY + 16} textAnchor="middle" fill="currentColor">
                {(text.formatTick ?? text.formatValue)(tick)}
              </text>
            </g>
          ))}
        </g>
        {data.map((datum, index) => {
          const y = top + index * row + (row - bar) / 2;
          const length = r(scale(datum.value));
          return (
            <g key={datum.key} data-category={datum.key}>
              <title>{`${datum.label}: ${text.formatValue(datum.value)}${datum.capacity !== undefined && text.capacityLabel ? ` (${text.capacityLabel}: ${text.formatValue(datum.capacity)})` : ""}`}</title>
              <text
                x={labelWidth - 8}
                y={y + bar / 2}
                dominantBaseline="central"
                textAnchor="end"
                className="fill-slate-700"
              >
                {truncate(datum.axisLabel ?? datum.label, 28)}
              </text>
              {datum.capacity !== undefined ? (
                <rect
                  x={labelWidth}
                  y={y}
                  width={r(scale(datum.capacity))}
                  height={bar}
                  rx={2}
                  className="fill-brand-50"
                  data-capacity={datum.capacity}
                />
              ) : null}
              <rect
                x={labelWidth}
                y={y}
                width={length}
                height={bar}
                rx={2}
                className="fill-brand-600"
                data-bar=""
                data-value={datum.value}
              />
              <text
                x={r(labelWidth + length + 6)}
                y={y + bar / 2}
                dominantBaseline="central"
                className="fill-slate-900"
              >
                {text.formatValue(datum.value)}
              </text>
            </g>
          );
        })}
        <line x1={labelWidth} x2={labelWidth} y1={top} y2={axisY} className="stroke-slate-400" aria-hidden="true" />
      </ChartFrame>
    </ChartFigure>
  );
}

/**
 * Values over consecutive days, as columns or as a line, with a value axis on the left and a few day labels below.
 */
export function SeriesChart({
  text,
  data,
  variant = "columns",
}: {
  text: ChartText;
  data: readonly ChartDatum[];
  variant?: "columns" | "line";
}) {
  const left = 72;
  const right = 12;
  const top = 12;
  const bottom = 28;
  const height = 240;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const ticks = niceTicks(max);
  const scale = scaleLinear(ticks[ticks.length - 1], plotHeight);
  const slot = plotWidth / Math.max(1, data.length);
  const column = r(Math.max(1, Math.min(28, slot * 0.7)));
  const centre = (index: number) => r(left + slot * index + slot / 2);
  const y = (value: number) => r(top + plotHeight - scale(value));
  const shown = labelEvery(data.length, 8);
  return (
    <ChartFigure text={text} data={data}>
      <ChartFrame text={text} height={height}>
        <g aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick} transform={`translate(0,${y(tick)})`}>
              <line x1={left} x2={width - right} className="stroke-slate-200" />
              <text x={left - 6} dominantBaseline="central" textAnchor="end" fill="currentColor">
                {(text.formatTick ?? text.formatValue)(tick)}
              </text>
            </g>
          ))}
          {data.map((datum, index) =>
            shown(index) ? (
              <text key={datum.key} x={centre(index)} y={height - 8} textAnchor="middle" fill="currentColor">
                {datum.axisLabel ?? datum.label}
              </text>
            ) : null,
          )}
        </g>
        {variant === "line" ? (
          <polyline
            points={data.map((datum, index) => `${centre(index)},${y(datum.value)}`).join(" ")}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className="stroke-brand-600"
            aria-hidden="true"
          />
        ) : null}
        {data.map((datum, index) => (
          <g key={datum.key} data-category={datum.key}>
            <title>{`${datum.label}: ${text.formatValue(datum.value)}`}</title>
            {variant === "line" ? (
              <circle
                cx={centre(index)}
                cy={y(datum.value)}
                r={data.length > 60 ? 1.5 : 3}
                className="fill-brand-600"
                data-point=""
                data-value={datum.value}
              />
            ) : (
              <rect
                x={r(centre(index) - column / 2)}
                y={y(datum.value)}
                width={column}
                height={r(top + plotHeight) - y(datum.value)}
                className="fill-brand-600"
                data-bar=""
                data-value={datum.value}
              />
            )}
          </g>
        ))}
        <line
          x1={left}
          x2={width - right}
          y1={top + plotHeight}
          y2={top + plotHeight}
          className="stroke-slate-400"
          aria-hidden="true"
        />
      </ChartFrame>
    </ChartFigure>
  );
}
