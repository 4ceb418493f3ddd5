// A server-rendered table whose sort, page and page size are links: the list's whole state stays in the URL.
import { Form, useNavigation, useSearchParams } from "@remix-run/react";
import { routeAnchor, useRouteAnchors } from "~/ui/shell-kit";
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
} from "~/core/lists/list-query";
import { SelectPageCheckbox } from "./bulk";
import { keyFactsOf, type Column } from "./column";
import { RowActions } from "./row-actions";
import { CellValue } from "./format-cell";
import { Icon } from "~/ui/frame-kit";
import { SortHeader } from "./sort-header";

type Row = Record<string, unknown> & { _id: string };

/**
 * Columns of free text (names, emails, descriptions) yield to the table's width from `md` up: cut with an ellipsis
 * rather than widening the table under its pinned actions (decision 054). Dates, amounts, states and flags keep their
 * whole width, and a column is never narrower than its name.
 */
function yieldsWidth(column: Column): boolean {
  return !column.format || column.format === "text" || column.format === "enum";
}

/**
 * A column that names the row or the person it is about (a record's name, a user's first or last name, a guest's, a
 * promoter's): it keeps room for a short first and last name before it yields, so a narrow desk cuts the columns
 * around it first. Names of related records (an event's, a venue's) yield like other text.
 */
function namesSomeone(column: Column): boolean {
  return /^(name|surname|userName|guestName|promoterName)$/.test(column.field);
}

/** A state's label longer than this many characters may wrap in a table; shorter ones stay on one line. */
const longLabel = 16;

/**
 * A cut cell's whole text as its title, once the pointer or the focus is on it: no title is written into every cell's
 * markup.
 */
function titleWhenCut(event: { target: EventTarget }) {
  const text = (event.target as Element).closest?.(".cell-fit-text");
  if (text instanceof HTMLElement && !text.title && text.scrollWidth > text.clientWidth)
    text.title = text.textContent ?? "";
}

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

/**
 * The classes of the table's parts. One table in the page, restyled below `md` (so screen readers and the tests that
 * look for rows meet each row once, and the page does not carry a second copy of the list):
 * - `cards`: each row a card, its name as headline, its key facts named one under the other, the other columns hidden,
 *   its actions as full-width buttons of at least 44 px;
 * - `fields`: each row a card of all its fields with their names (the galley and the cloakroom, `phoneCards`).
 * From `md` up, both are the plain table. The parts repeated in every row are component classes (tailwind.css,
 * `.list-*`): a 20-row page carried their utilities in every cell, a third of its HTML (decision 042).
 */
function tableParts(mode: "cards" | "fields") {
  const shared = {
    table: "block w-full text-sm md:table md:min-w-full md:divide-y md:divide-slate-200",
    head: "hidden bg-slate-50 md:table-header-group",
    body: "block divide-y divide-slate-100 md:table-row-group",
  };
  if (mode === "fields")
    return {
      ...shared,
      row: "group list-row-fields",
      select: "list-select-fields",
      title: "list-fact",
      fact: "list-fact",
      other: "list-fact",
      actions: "list-actions-fields pinned-actions",
      actionsInner: "list-actions-inner-fields",
    };
  return {
    ...shared,
    // The card's parts in reading order whatever the column order: checkbox and name, the facts, the actions.
    row: "group list-row",
    select: "list-select",
    title: "list-title",
    fact: "list-fact list-fact-card",
    other: "list-other",
    actions: "list-actions pinned-actions",
    actionsInner: "list-actions-inner",
  };
}

export function DataTable({
  rows,
  columns,
  state,
  spec,
  total,
  totalWithheld = false,
  rowActions,
  caption,
  recordHref,
  titleField,
  phoneCards = false,
  selection,
  columnsChosen = false,
}: {
  rows: Row[];
  columns: readonly Column[];
  state: ListState;
  spec: ListSpec;
  total: number;
  /**
   * The upstream's count could hold other venues' rows (decision 049): `total` then only lets the pager reach the next
   * page, and the pager says how many rows this page shows and that the total is withheld.
   */
  totalWithheld?: boolean;
  rowActions?: (row: Row) => ReactNode;
  caption: string;
  /** Where a row's own page is, for columns that link to it. */
  recordHref?: (row: Row) => string;
  /** The column that names a row: its card's headline on a phone (the first column when absent or hidden). */
  titleField?: string;
  /**
   * On a phone each row is a card of all its fields, one under the other with their names, and its actions full width
   * at the bottom (lists staff work from during the night). Without it, a card of the row's name and key facts.
   */
  phoneCards?: boolean;
  /**
   * Rows can be chosen for a bulk action: a checkbox per row, `name="ids"`, that belongs to the form with this id
   * (the bulk bar, outside the table), so choosing works without JavaScript.
   */
  selection?: { form: string; label: (row: Row) => string };
  /** The user chose the columns (the URL's `cols`): every one of them shows, none gives way on a narrower desk. */
  columnsChosen?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const hrefFor = useListHref(state, spec);
  const loading = navigation.state === "loading";
  const clearHref = searchParams.toString() ? "?" : undefined;
  const part = tableParts(phoneCards ? "fields" : "cards");
  const headline = columns.some((column) => column.field === titleField) ? titleField! : columns[0]?.field;
  const facts = keyFactsOf(columns, headline ?? "");
  // A column of low priority gives way below 1536 px, unless it names the row or the user chose it.
  const givesWay = (column: Column) => column.priority === "low" && column.field !== headline && !columnsChosen;
  const cellClass = (column: Column) =>
    `${column.field === headline ? part.title : facts.has(column.field) ? part.fact : part.other}${
      givesWay(column) ? " md:hidden 2xl:table-cell" : ""
    }${wrapsLabels(column) ? " list-badges" : ""}`;
  // A state column with a label of many words (waiting for the organiser) lets its labels wrap between their words.
  const wrapsLabels = (column: Column) =>
    column.format === "badge" &&
    Object.keys(column.tones ?? {}).some(
      (value) => t(column.enumPrefix ? `${column.enumPrefix}.${value}` : value).length > longLabel,
    );
  const rowName = (row: Row) => String(row[headline ?? ""] ?? "");
  // Rows' links open their dialogs over the list, sort headers re-sort it: the scroll stays where it is.
  const rowLinks = useRouteAnchors({ preventScrollReset: true });

  return (
    <div
      {...rowLinks.handlers}
      onMouseOver={(event) => {
        rowLinks.handlers.onMouseOver?.(event);
        titleWhenCut(event);
      }}
      onFocus={(event) => {
        rowLinks.handlers.onFocus?.(event);
        titleWhenCut(event);
      }}
      className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
      aria-busy={loading || undefined}
    >
      {/*
        Relative, so the visually hidden header text stays inside the scrolling box and never widens the page. When the
        table is wider than its box, the edge that has more shows a shadow (scroll-fade) and the actions stay pinned.
      */}
      <div className="scroll-fade relative overflow-x-auto">
        <table className={part.table}>
          <caption className="sr-only">{caption}</caption>
          <thead className={part.head}>
            <tr>
              {selection ? (
                <th scope="col" className="w-10 px-3 py-3">
                  <SelectPageCheckbox form={selection.form} />
                </th>
              ) : null}
              {columns.map((column) => {
                // A long name wraps between its words rather than widening the table (decision 054).
                const headerClass = `px-3 py-3 text-left font-semibold text-slate-700${
                  givesWay(column) ? " hidden 2xl:table-cell" : ""
                }`;
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
                <th scope="col" className="pinned-actions px-3 py-3 text-right font-semibold text-slate-700">
                  <span className="sr-only">{t("list.actions")}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className={`${part.body} ${loading ? "opacity-60" : ""}`}>
            {rows.map((row) => (
              <tr key={row._id} className={part.row}>
                {selection ? (
                  <td className={part.select}>
                    {/* The label makes the whole 44 px cell the checkbox's target on a phone. */}
                    <label className="flex h-11 w-11 items-center justify-center md:inline md:h-auto md:w-auto">
                      <input
                        type="checkbox"
                        name="ids"
                        value={row._id}
                        form={selection.form}
                        aria-label={selection.label(row)}
                        className="h-5 w-5 rounded border-slate-300 text-brand-600"
                      />
                    </label>
                  </td>
                ) : null}
                {columns.map((column) => {
                  const className = cellClass(column);
                  // A named field carries its column's name on a phone (the header row is hidden there).
                  const named = column.field !== headline || phoneCards;
                  const value =
                    column.link && recordHref ? (
                      <a
                        {...routeAnchor}
                        href={recordHref(row)}
                        // The headline is the card's way to the record on a phone (row-link-headline).
                        className={column.field === headline && !phoneCards ? "row-link-headline" : "row-link"}
                      >
                        <CellValue column={column} value={row[column.field]} row={row} />
                      </a>
                    ) : (
                      <CellValue column={column} value={row[column.field]} row={row} />
                    );
                  return (
                    <td key={column.field} className={className} data-label={named ? t(column.label) : undefined}>
                      {yieldsWidth(column) ? (
                        <span className={namesSomeone(column) ? "cell-fit cell-fit-name" : "cell-fit"}>
                          <span className="cell-fit-text">{value}</span>
                        </span>
                      ) : (
                        value
                      )}
                    </td>
                  );
                })}
                {rowActions ? (
                  <td className={part.actions}>
                    <RowActions actions={rowActions(row)} rowName={rowName(row)} className={part.actionsInner} />
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
            <a {...routeAnchor} href={clearHref} className="btn-secondary mt-4">
              {t("list.clearFilters")}
            </a>
          ) : null}
        </div>
      ) : null}
      <DataTablePager
        state={state}
        spec={spec}
        total={total}
        withheld={totalWithheld ? { shown: rows.length } : undefined}
      />
    </div>
  );
}

/**
 * 'x–y of N', page size and previous/next, all links and GET forms that keep the rest of the URL. On a phone the range
 * and the page buttons share the first line (the buttons as arrows keeping their names), the page size the second.
 */
export function DataTablePager({
  state,
  spec,
  total,
  withheld,
}: {
  state: ListState;
  spec: ListSpec;
  total: number;
  /** The total is withheld (decision 049): the range says only how many rows this page shows. */
  withheld?: { shown: number };
}) {
  const { t } = useTranslation();
  const hrefFor = useListHref(state, spec);
  const range = pageRange(state, total);
  const pageLinks = useRouteAnchors({ preventScrollReset: true });
  return (
    <nav
      {...pageLinks.handlers}
      aria-label={t("list.pagination")}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-200 px-4 py-3 text-sm"
    >
      {withheld ? (
        <p className="text-slate-600" data-testid="list-range" data-total-withheld="">
          <span className="whitespace-nowrap">{t("list.rangeWithheld", { count: withheld.shown })}</span>{" "}
          <span className="text-xs text-slate-500">{t("list.totalWithheldNote")}</span>
        </p>
      ) : (
        <p className="whitespace-nowrap text-slate-600" data-testid="list-range">
          {t("list.range", { from: range.from, to: range.to, total })}
        </p>
      )}
      <div className="flex items-center gap-1 sm:order-last">
        <PageLink
          to={state.page > 1 ? hrefFor({ page: state.page - 1 }) : null}
          rel="prev"
          label={t("list.previous")}
        />
        <p className="whitespace-nowrap px-1 tabular-nums text-slate-600 sm:hidden">
          <span aria-hidden="true">{`${Math.min(state.page, range.pages)}/${range.pages}`}</span>
          <span className="sr-only">
            {t("phoneList.pageOf", { page: Math.min(state.page, range.pages), pages: range.pages })}
          </span>
        </p>
        <PageLink
          to={state.page < range.pages ? hrefFor({ page: state.page + 1 }) : null}
          rel="next"
          label={t("list.next")}
        />
      </div>
      <Form method="get" className="flex items-center gap-2 whitespace-nowrap sm:ml-auto" preventScrollReset>
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
    </nav>
  );
}

/**
 * A previous/next link, or the same label greyed out where there is no such page. On a phone an arrow of 44 px whose
 * name is still the word; the word shows from `sm` up.
 */
function PageLink({ to, rel, label }: { to: string | null; rel: "prev" | "next"; label: string }) {
  const size = "min-h-[44px] min-w-[44px] px-2 py-1 sm:min-h-0 sm:min-w-0 sm:px-3";
  const content = (
    <>
      {rel === "prev" ? <Icon name="chevron-left" className="h-5 w-5 sm:hidden" /> : null}
      <span className="sr-only sm:not-sr-only">{label}</span>
      {rel === "next" ? <Icon name="chevron-right" className="h-5 w-5 sm:hidden" /> : null}
    </>
  );
  if (!to) {
    return (
      <span className={`btn-secondary cursor-not-allowed opacity-50 ${size}`} aria-disabled="true">
        {content}
      </span>
    );
  }
  return (
    <a {...routeAnchor} href={to} className={`btn-secondary ${size}`} rel={rel}>
      {content}
    </a>
  );
}
