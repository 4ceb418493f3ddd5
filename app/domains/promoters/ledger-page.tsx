// The promoter ledger's pages: every promoter in reach with their figures, sortable by any
// column, and one promoter's nights. The period, the event, the search and the sort are all in the URL (a GET form
// and links), so a page can be shared and works without JavaScript; the CSV link exports what the page shows.
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney, formatNumber, formatShare } from "~/ui/shell-kit";
import type { FoundOptions } from "~/core/lists/option";
import { EventSelect, PeriodForm } from "~/domains/insight/period-form";
import type { PeriodField } from "~/domains/insight/kpi";
import { Icon } from "~/ui/frame-kit";
import { ScrollBox } from "~/ui/lists/scroll-box";
import { ListViewsMenu } from "~/ui/lists/list-views";
import { PageHeader } from "~/ui/shell/section-page";
import { SortHeader } from "~/ui/lists/sort-header";
import type { promoterDetail, promoterLedger } from "./ledger.server";
import { ledgerFigureKeys, ledgerStatuses, type LedgerFigures, type LedgerSortKey } from "./ledger";

const figureKeys = ledgerFigureKeys;

const headClass = "whitespace-nowrap px-3 py-3 text-left font-semibold text-slate-700";
const cellClass = "whitespace-nowrap px-3 py-3 align-top tabular-nums text-slate-800";
/** The row's name stays in view while a phone scrolls the figures sideways. */
const stickyClass = "sticky left-0 z-10 bg-white text-left font-medium shadow-[inset_-1px_0_0_rgba(100,116,139,0.3)]";

/** The filters every ledger page shares: period, event, and (for a list of promoters) the name searched. */
function LedgerFilters({
  input,
  errors,
  events,
  eventId,
  q,
  sort,
}: {
  input: { from: string; to: string };
  errors: Partial<Record<PeriodField, string>>;
  events: FoundOptions;
  eventId: string | null;
  q?: string;
  sort?: string;
}) {
  const { t } = useTranslation();
  return (
    <PeriodForm idPrefix="promoters" input={input} errors={errors}>
      <EventSelect
        idPrefix="promoters"
        page="promoters"
        found={events}
        eventId={eventId}
        hint={t("promoters.eventHint")}
      />
      {q !== undefined ? (
        <div className="min-w-[12rem] flex-1">
          <label htmlFor="promoters-q" className="label">
            {t("promoters.search")}
          </label>
          <input
            id="promoters-q"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            placeholder={t("promoters.searchPlaceholder")}
            className="input mt-1"
          />
        </div>
      ) : null}
      {sort ? <input type="hidden" name="sort" value={sort} /> : null}
    </PeriodForm>
  );
}

function Notices({ partial, counted }: { partial: boolean; counted: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {!counted ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t("promoters.fixPeriod")}
        </p>
      ) : null}
      {partial ? (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t("promoters.partial")}
        </p>
      ) : null}
      <p className="mb-4 max-w-4xl text-sm text-slate-600">{t("promoters.legend")}</p>
    </>
  );
}

/** The cells of a row's figures; reservations list their states below the count. */
function FigureCells({ figures }: { figures: LedgerFigures }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const shown: Record<(typeof figureKeys)[number], ReactNode> = {
    names: number(figures.names),
    entered: number(figures.entered),
    share: formatShare(figures.share, i18n.language),
    reservations: (
      <>
        {number(figures.reservations)}
        <ul
          className="mt-1 flex min-w-[13rem] max-w-[16rem] flex-wrap gap-x-3 gap-y-0.5 whitespace-normal text-xs text-slate-600"
          aria-label={t("promoters.columns.byStatus")}
        >
          {ledgerStatuses
            .filter((status) => figures.byStatus[status] > 0)
            .map((status) => (
              <li key={status}>
                {t(`promoters.status.${status}`)} {number(figures.byStatus[status])}
              </li>
            ))}
        </ul>
      </>
    ),
    tableReservations: number(figures.tableReservations),
    tablePaid: formatMoney(figures.tablePaid, i18n.language),
    gifts: number(figures.gifts),
    freeDrinks: number(figures.freeDrinks),
  };
  return (
    <>
      {figureKeys.map((key) => (
        <td key={key} className={cellClass}>
          {shown[key]}
        </td>
      ))}
    </>
  );
}

function LedgerTable({
  label,
  caption,
  head,
  children,
}: {
  label: string;
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <ScrollBox role="region" aria-label={label} className="relative overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>{head}</tr>
          </thead>
          {children}
        </table>
      </ScrollBox>
    </div>
  );
}

function ExportLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} className="btn-secondary" download>
      <Icon name="download" className="h-4 w-4" />
      {t("list.export")}
    </a>
  );
}

/** The URL's query, changed: a sort, or nothing (the filters a detail link keeps). */
function useQuery() {
  const [params] = useSearchParams();
  return (change: Record<string, string | null> = {}) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change))
      if (value === null) next.delete(name);
      else next.set(name, value);
    const text = next.toString();
    return text ? `?${text}` : "";
  };
}

/** `/promoters`: one row per promoter, sortable by any column, with the totals of what is shown. */
export function PromoterLedgerPage() {
  const { input, errors, eventId, q, sort, events, rows, partial, ownOnly, views, viewerId } =
    useLoaderData<typeof promoterLedger>();
  const { t, i18n } = useTranslation();
  const query = useQuery();
  const direction = (key: LedgerSortKey) =>
    sort === key ? "ascending" : sort === `-${key}` ? "descending" : ("none" as const);
  const sortHref = (key: LedgerSortKey) => query({ sort: sort === key ? `-${key}` : key });
  const sortedBy = t(`promoters.columns.${sort.replace(/^-/, "")}`);
  const detailQuery = query({ sort: null, q: null });
  return (
    <>
      <PageHeader
        title={t("sections.promoters.title")}
        description={t("sections.promoters.description")}
        actions={
          <>
            <ListViewsMenu list="/promoters" views={views} userId={viewerId} />
            {rows ? <ExportLink href={`/promoters/export.csv${query()}`} /> : null}
          </>
        }
      />
      <LedgerFilters
        input={input}
        errors={errors}
        events={events}
        eventId={eventId}
        q={ownOnly ? undefined : q}
        sort={sort}
      />
      <Notices partial={partial} counted={rows !== null} />
      {rows ? (
        <LedgerTable
          label={t("promoters.scroll")}
          caption={t("promoters.caption", { column: sortedBy })}
          head={
            <>
              <SortHeader
                label={t("promoters.columns.promoter")}
                direction={direction("promoterName")}
                href={sortHref("promoterName")}
                className={`${headClass} sticky left-0 z-10 bg-slate-50`}
              />
              {(["events", ...figureKeys] as const).map((key) => (
                <SortHeader
                  key={key}
                  label={t(`promoters.columns.${key}`)}
                  direction={direction(key)}
                  href={sortHref(key)}
                />
              ))}
            </>
          }
        >
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.promoterId} className="hover:bg-slate-50">
                <th scope="row" className={`${cellClass} ${stickyClass}`}>
                  <Link to={`/promoters/${row.promoterId}${detailQuery}`} className="text-brand-700 hover:underline">
                    {row.promoterName || row.promoterId}
                  </Link>
                </th>
                <td className={cellClass}>{formatNumber(row.events, i18n.language)}</td>
                <FigureCells figures={row} />
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={figureKeys.length + 2} className="px-4 py-12 text-center text-slate-600">
                  {q ? t("promoters.emptyFiltered") : t("promoters.empty")}
                </td>
              </tr>
            ) : null}
          </tbody>
        </LedgerTable>
      ) : null}
    </>
  );
}

/** `/promoters/:promoterId`: the promoter's nights, newest first, and their total. */
export function PromoterDetailPage() {
  const { title, promoterId, input, errors, eventId, events, nights, total, partial, ownOnly } =
    useLoaderData<typeof promoterDetail>();
  const { t } = useTranslation();
  const query = useQuery();
  return (
    <>
      {ownOnly ? null : (
        <Link
          to={`/promoters${query()}`}
          className="mb-4 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <Icon name="arrow-left" className="h-4 w-4" />
          {t("promoters.back")}
        </Link>
      )}
      <PageHeader
        title={title}
        description={t("promoters.detailDescription")}
        actions={nights ? <ExportLink href={`/promoters/${promoterId}/export.csv${query()}`} /> : null}
      />
      <LedgerFilters input={input} errors={errors} events={events} eventId={eventId} />
      <Notices partial={partial} counted={nights !== null} />
      {nights ? (
        <LedgerTable
          label={t("promoters.nightsScroll")}
          caption={t("promoters.nightsCaption", { name: title })}
          head={
            <>
              <th scope="col" className={`${headClass} sticky left-0 z-10 bg-slate-50`}>
                {t("promoters.columns.event")}
              </th>
              <th scope="col" className={headClass}>
                {t("promoters.columns.date")}
              </th>
              {figureKeys.map((key) => (
                <th key={key} scope="col" className={headClass}>
                  {t(`promoters.columns.${key}`)}
                </th>
              ))}
            </>
          }
        >
          <tbody className="divide-y divide-slate-100">
            {nights.map((night) => (
              <tr key={night.eventId} className="hover:bg-slate-50">
                <th scope="row" className={`${cellClass} ${stickyClass}`}>
                  {night.eventName}
                </th>
                <td className={cellClass}>{night.startDate ? formatDate(night.startDate) : ""}</td>
                <FigureCells figures={night} />
              </tr>
            ))}
            {nights.length === 0 ? (
              <tr>
                <td colSpan={figureKeys.length + 2} className="px-4 py-12 text-center text-slate-600">
                  {t("promoters.emptyNights")}
                </td>
              </tr>
            ) : null}
          </tbody>
          {total && nights.length > 1 ? (
            <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold">
              <tr>
                <th scope="row" className={`${cellClass} sticky left-0 z-10 bg-slate-50 text-left`}>
                  {t("promoters.total")}
                </th>
                <td className={cellClass} />
                <FigureCells figures={total} />
              </tr>
            </tfoot>
          ) : null}
        </LedgerTable>
      ) : null}
    </>
  );
}
