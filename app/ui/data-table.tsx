// A server-rendered table whose sort, page and page size are links: the list's whole state stays in the URL.
import { Form, Link, useNavigation, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  changeState,
  defaultPageSizes,
  nextSort,
  pageRange,
  sortDirection,
  toSearchParams,
  type ListSpec,
  type ListState,
} from "~/core/list-query";
import type { Column } from "./column";
import { CellValue } from "./format-cell";
import { SortHeader } from "./sort-header";

type Row = Record<string, unknown> & { _id: string };

/** The names a list owns in the URL; anything else there (a picker's way back, say) is carried along untouched. */
function listParamNames(spec: ListSpec): Set<string> {
  const names = new Set(["q", "sort", "limit", "page"]);
  for (const filter of spec.filters ?? []) {
    if (filter.kind === "dateRange") names.add(`${filter.name}From`).add(`${filter.name}To`);
    else names.add(filter.name);
  }
  return names;
}

function useListHref(state: ListState, spec: ListSpec) {
  const [current] = useSearchParams();
  return (change: Partial<ListState>) => {
    const params = toSearchParams(changeState(state, change), spec);
    const owned = listParamNames(spec);
    for (const [name, value] of current) if (!owned.has(name)) params.append(name, value);
    const text = params.toString();
    return text ? `?${text}` : "?";
  };
}

export function DataTable({
  rows,
  columns,
  state,
  spec,
  total,
  rowActions,
  caption,
  recordHref,
  phoneCards = false,
  selection,
}: {
  rows: Row[];
  columns: readonly Column[];
  state: ListState;
  spec: ListSpec;
  total: number;
  rowActions?: (row: Row) => ReactNode;
  caption: string;
  /** Where a row's own page is, for columns that link to it. */
  recordHref?: (row: Row) => string;
  /**
   * On a phone each row is a card: its fields one under the other with their names, and its actions full width at the
   * bottom, within thumb reach and nothing scrolling sideways. The same table from the `md` breakpoint up.
   */
  phoneCards?: boolean;
  /**
   * Rows can be chosen for a bulk action: a checkbox per row, `name="ids"`, that belongs to the form with this id
   * (the bulk bar, outside the table), so choosing works without JavaScript.
   */
  selection?: { form: string; label: (row: Row) => string };
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const hrefFor = useListHref(state, spec);
  const loading = navigation.state === "loading";
  const clearHref = searchParams.toString() ? "?" : undefined;
  // The classes of the table's parts: a table everywhere, or cards below `md`.
  const part = phoneCards
    ? {
        table: "block w-full text-sm md:table md:min-w-full md:divide-y md:divide-slate-200",
        head: "hidden bg-slate-50 md:table-header-group",
        body: "block divide-y divide-slate-100 md:table-row-group",
        row: "block px-4 py-3 hover:bg-slate-50 md:table-row md:p-0",
        cell: "flex items-baseline justify-between gap-4 py-1 text-slate-800 before:text-xs before:font-medium before:text-slate-500 before:content-[attr(data-label)] md:table-cell md:max-w-xs md:truncate md:px-4 md:py-3 md:before:content-none",
        actions: "block pt-3 md:table-cell md:whitespace-nowrap md:px-4 md:py-2 md:text-right",
      }
    : {
        table: "min-w-full divide-y divide-slate-200 text-sm",
        head: "bg-slate-50",
        body: "divide-y divide-slate-100",
        row: "hover:bg-slate-50",
        cell: "max-w-xs truncate px-4 py-3 text-slate-800",
        actions: "whitespace-nowrap px-4 py-2 text-right",
      };

  return (
    <div
      className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
      aria-busy={loading || undefined}
    >
      {/* Relative, so the visually hidden header text stays inside the scrolling box and never widens the page. */}
      <div className="relative overflow-x-auto">
        <table className={part.table}>
          <caption className="sr-only">{caption}</caption>
          <thead className={part.head}>
            <tr>
              {selection ? (
                <th scope="col" className="w-10 px-4 py-3">
                  <span className="sr-only">{t("bulk.choose")}</span>
                </th>
              ) : null}
              {columns.map((column) => {
                const headerClass = "whitespace-nowrap px-4 py-3 text-left font-semibold text-slate-700";
                return column.sortable ? (
                  <SortHeader
                    key={column.field}
                    label={t(column.label)}
                    direction={sortDirection(state.sort, column.field)}
                    href={hrefFor({ sort: nextSort(state.sort, column.field) })}
                    className={headerClass}
                  />
                ) : (
                  <th key={column.field} scope="col" className={headerClass}>
                    {t(column.label)}
                  </th>
                );
              })}
              {rowActions ? (
                <th scope="col" className="px-4 py-3 text-right font-semibold text-slate-700">
                  <span className="sr-only">{t("list.actions")}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className={`${part.body} ${loading ? "opacity-60" : ""}`}>
            {rows.map((row) => (
              <tr key={row._id} className={part.row}>
                {selection ? (
                  <td className="w-10 px-4 py-3">
                    <input
                      type="checkbox"
                      name="ids"
                      value={row._id}
                      form={selection.form}
                      aria-label={selection.label(row)}
                      className="h-5 w-5 rounded border-slate-300 text-brand-600"
                    />
                  </td>
                ) : null}
                {columns.map((column) => (
                  // On a phone the column's name is the cell's generated label, not part of its text.
                  <td key={column.field} className={part.cell} data-label={phoneCards ? t(column.label) : undefined}>
                    {column.link && recordHref ? (
                      <Link to={recordHref(row)} className="font-medium text-brand-700 hover:underline">
                        <CellValue column={column} value={row[column.field]} row={row} />
                      </Link>
                    ) : (
                      <CellValue column={column} value={row[column.field]} row={row} />
                    )}
                  </td>
                ))}
                {rowActions ? (
                  <td className={part.actions}>
                    {phoneCards ? (
                      // Full width on a phone, the row's actions side by side from `md` up.
                      <div className="flex flex-wrap items-center gap-2 [&>*]:min-h-[44px] [&>*]:flex-1 [&>*]:justify-center md:inline-flex md:[&>*]:min-h-0 md:[&>*]:flex-none">
                        {rowActions(row)}
                      </div>
                    ) : (
                      rowActions(row)
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? (
        <div className="px-4 py-12 text-center">
          <p className="font-medium text-slate-900">{t("list.emptyTitle")}</p>
          <p className="mt-1 text-sm text-slate-600">
            {state.q || Object.keys(state.filters).length ? t("list.emptyFiltered") : t("list.emptyText")}
          </p>
          {clearHref && (state.q || Object.keys(state.filters).length) ? (
            <Link to={clearHref} className="btn-secondary mt-4">
              {t("list.clearFilters")}
            </Link>
          ) : null}
        </div>
      ) : null}
      <DataTablePager state={state} spec={spec} total={total} />
    </div>
  );
}

/** 'x–y of N', page size and previous/next, all links and GET forms that keep the rest of the URL. */
export function DataTablePager({ state, spec, total }: { state: ListState; spec: ListSpec; total: number }) {
  const { t } = useTranslation();
  const hrefFor = useListHref(state, spec);
  const range = pageRange(state, total);
  return (
    <nav
      aria-label={t("list.pagination")}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm"
    >
      <p className="text-slate-600" data-testid="list-range">
        {t("list.range", { from: range.from, to: range.to, total })}
      </p>
      <div className="flex items-center gap-3">
        <Form method="get" className="flex items-center gap-2" preventScrollReset>
          {[...new URLSearchParams(hrefFor({ page: 1 }).slice(1))]
            .filter(([name]) => name !== "limit")
            .map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          <label htmlFor="page-size" className="text-slate-600">
            {t("list.pageSize")}
          </label>
          <select
            id="page-size"
            name="limit"
            defaultValue={state.limit}
            key={state.limit}
            className="input w-20 py-1"
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {(spec.pageSizes ?? defaultPageSizes).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="btn-secondary px-2 py-1">
              {t("list.apply")}
            </button>
          </noscript>
        </Form>
        <div className="flex gap-1">
          <PageLink to={state.page > 1 ? hrefFor({ page: state.page - 1 }) : null} rel="prev">
            {t("list.previous")}
          </PageLink>
          <PageLink to={state.page < range.pages ? hrefFor({ page: state.page + 1 }) : null} rel="next">
            {t("list.next")}
          </PageLink>
        </div>
      </div>
    </nav>
  );
}

/** A previous/next link, or the same label greyed out where there is no such page. */
function PageLink({ to, rel, children }: { to: string | null; rel: "prev" | "next"; children: ReactNode }) {
  if (!to) {
    return (
      <span className="btn-secondary cursor-not-allowed px-3 py-1 opacity-50" aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link to={to} className="btn-secondary px-3 py-1" rel={rel} preventScrollReset>
      {children}
    </Link>
  );
}
