// The promoter ledger's reads: the events of a period (or one event) in the user's reach, their
// promoters' lists, those lists' reservations and the events' table orders, added up by ledger.ts. An admin reaches
// every venue, a venue account its own, a collaborator the selected one; a plain user (a promoter) only their own lists.
import { eventChoices } from "~/domains/insight/event-choices.server";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import { notFound, requireAccess, type Signed } from "~/core/auth/auth.server";
import { listViewsFor } from "~/core/lists/views.server";
import { CsvDecimal, csvDialect, csvLine, csvResponse, type CsvCell } from "~/core/format/csv";
import { formatDate } from "~/core/format/format";
import { getTranslator } from "~/core/i18n/i18n.server";
import { reachedVenue } from "~/core/access/row-scope";
import { optionalNumber, optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { parsePeriod, type Period, type PeriodField } from "~/domains/insight/kpi";
import { findInScope } from "~/resource/resource.server";
import { z } from "zod";
import {
  ledgerRows,
  ledgerStatuses,
  parseLedgerSort,
  promoterNights,
  sortLedger,
  type LedgerEvent,
  type LedgerFigures,
  type LedgerSort,
} from "./ledger";

/** The most records one read brings; past it the page says its figures are partial rather than hide it. */
const readLimit = 1000;
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

const eventSchema = upstreamRecord({ _id: z.string(), name: optionalText, startDate: optionalText });
const listSchema = upstreamRecord({
  _id: z.string(),
  eventId: optionalText,
  promoterId: optionalText,
  promoterName: optionalText,
});
const reservationSchema = upstreamRecord({
  listId: optionalText,
  eventId: optionalText,
  status: optionalText,
  quantity: optionalNumber,
  tableId: optionalText,
  isGift: z.boolean().optional().catch(undefined),
  hasFreeDrink: z.boolean().optional().catch(undefined),
});
const orderSchema = upstreamRecord({
  eventId: optionalText,
  tableId: optionalText,
  status: optionalText,
  paymentType: optionalText,
  price: z.unknown(),
});

/** Who the ledger is for: the venue reached (none for an admin) and, for a promoter, their own id. */
function ledgerScope(signed: Signed) {
  const venue = reachedVenue(signed);
  if (venue === null) throw notFound();
  return {
    discoQuery: venue ? { discoId: venue } : {},
    ownPromoter: signed.user.role === "user" ? signed.user._id : undefined,
  };
}

/** The URL's filters: the period (with its errors), one event, a promoter name to look for, the sort. */
function ledgerQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  const rawEvent = params.get("eventId") ?? "";
  return {
    period: parsePeriod(params, new Date()),
    eventId: idPattern.test(rawEvent) ? rawEvent : null,
    q: (params.get("q") ?? "").trim().slice(0, 100),
    sort: parseLedgerSort(params.get("sort")),
  };
}

type Scope = ReturnType<typeof ledgerScope>;

/** The nights counted: the one event asked for (found in reach, else not-found), or the period's events. */
async function ledgerEvents(signed: Signed, scope: Scope, period: Period, eventId: string | null) {
  if (eventId) {
    const event = (await findInScope(signed, "events", eventId, scope.discoQuery, eventSchema)) as LedgerEvent;
    return { items: [event], partial: false };
  }
  const { items, total } = await signed.api.listAs(eventSchema, "/events", {
    ...scope.discoQuery,
    "startDate[gte]": period.from,
    "startDate[lte]": `${period.to}T23:59:59.999Z`,
    sort: "-startDate",
    limit: readLimit,
  });
  return { items, partial: total > items.length };
}

/** Every promoter's nights among these events, restricted to one promoter when given. */
async function ledgerNights(signed: Signed, events: readonly LedgerEvent[], promoterId: string | undefined) {
  if (events.length === 0) return { nights: promoterNights([], [], [], []), partial: false };
  const eventIds = events.map((event) => event._id).join(",");
  const [lists, orders] = await Promise.all([
    signed.api.listAs(listSchema, "/lists", {
      eventId: eventIds,
      "promoterId[ne]": "",
      ...(promoterId ? { promoterId } : {}),
      limit: readLimit,
    }),
    signed.api.listAs(orderSchema, "/orders", { eventId: eventIds, "tableId[ne]": "", limit: readLimit }),
  ]);
  const reservations = lists.items.length
    ? await signed.api.listAs(reservationSchema, "/reservations", {
        listId: lists.items.map((list) => list._id).join(","),
        limit: readLimit,
      })
    : { items: [], total: 0 };
  const partial = [lists, orders, reservations].some(({ items, total }) => total > items.length);
  return { nights: promoterNights(events, lists.items, reservations.items, orders.items), partial };
}

async function readLedger(request: Request, promoterId?: string) {
  const signed = await requireAccess(request, "promoters");
  const scope = ledgerScope(signed);
  // A promoter reaches only their own row and detail.
  if (promoterId && scope.ownPromoter && promoterId !== scope.ownPromoter) throw notFound();
  const query = ledgerQuery(request);
  const wanted = promoterId ?? scope.ownPromoter;
  const [events, choices, { t, language }] = await Promise.all([
    // A period with errors counts nothing: the page shows the errors beside the fields.
    query.period.ok ? ledgerEvents(signed, scope, query.period.period, query.eventId) : null,
    eventChoices(signed, scope.discoQuery.discoId, request, query.eventId),
    getTranslator(request),
  ]);
  const counted = events ? await ledgerNights(signed, events.items, wanted) : null;
  return { signed, scope, query, events, choices, counted, t, language };
}

function pageFilters(query: ReturnType<typeof ledgerQuery>, scope: Scope) {
  return {
    /** A promoter sees only their own figures: no search, no way back to a list of others. */
    ownOnly: Boolean(scope.ownPromoter),
    input: query.period.input,
    errors: (query.period.ok ? {} : query.period.errors) as Partial<Record<PeriodField, string>>,
    eventId: query.eventId,
    q: query.q,
    sort: sortParam(query.sort),
  };
}

function sortParam({ key, descending }: LedgerSort): string {
  return descending ? `-${key}` : key;
}

/** The rows a list page shows: every promoter in reach, found by name, in the URL's order. */
function shownRows(counted: Awaited<ReturnType<typeof ledgerNights>>, query: ReturnType<typeof ledgerQuery>) {
  const needle = query.q.toLocaleLowerCase("it");
  const rows = ledgerRows(counted.nights).filter((row) => row.promoterName.toLocaleLowerCase("it").includes(needle));
  return sortLedger(rows, query.sort);
}

/** `/promoters`: one row per promoter. A period with errors shows them and no figures. */
export async function promoterLedger({ request }: LoaderFunctionArgs) {
  const { signed, scope, query, events, choices, counted, t } = await readLedger(request);
  return json({
    title: t("sections.promoters.title"),
    views: await listViewsFor(signed, "/promoters"),
    viewerId: signed.user._id,
    ...pageFilters(query, scope),
    events: choices,
    rows: counted ? shownRows(counted, query) : null,
    partial: Boolean(events?.partial || counted?.partial),
  });
}

/**
 * One promoter's nights. The promoter must have a list in the user's reach (a venue's own promoters, any for an admin,
 * oneself for a promoter), else not-found.
 */
async function readDetail({ request, params }: LoaderFunctionArgs) {
  const promoterId = params.promoterId ?? "";
  if (!idPattern.test(promoterId)) throw notFound();
  const { signed, scope, query, events, choices, counted, t, language } = await readLedger(request, promoterId);
  const known = await signed.api.listAs(listSchema, "/lists", { ...scope.discoQuery, promoterId, limit: 1 });
  if (known.items.length === 0) throw notFound();
  const nights = counted?.nights.get(promoterId)?.nights ?? [];
  return {
    t,
    language,
    data: {
      title: known.items[0]?.promoterName || t("sections.promoters.title"),
      promoterId,
      ...pageFilters(query, scope),
      events: choices,
      nights: counted ? nights : null,
      total: counted ? (ledgerRows(new Map([[promoterId, { promoterName: "", nights }]]))[0] ?? null) : null,
      partial: Boolean(events?.partial || counted?.partial),
    },
  };
}

/** `/promoters/:promoterId`: the promoter's night-by-night rows and their total. */
export async function promoterDetail(args: LoaderFunctionArgs) {
  return json((await readDetail(args)).data);
}

/** The figure columns of the CSV, in the page's order: a label key and the cell of a row. */
type FigureColumn = [label: string, cell: (row: LedgerFigures) => CsvCell];

function figureColumns(t: TFunction): FigureColumn[] {
  return [
    [t("promoters.columns.names"), (row) => row.names],
    [t("promoters.columns.entered"), (row) => row.entered],
    [t("promoters.columns.share"), (row) => new CsvDecimal(row.share * 100, 1)],
    [t("promoters.columns.reservations"), (row) => row.reservations],
    ...ledgerStatuses.map((status): FigureColumn => [t(`promoters.status.${status}`), (row) => row.byStatus[status]]),
    [t("promoters.columns.tableReservations"), (row) => row.tableReservations],
    // Money as a decimal number in euros, written in the user's language's decimal mark: a spreadsheet reads a number.
    [t("promoters.columns.tablePaid"), (row) => new CsvDecimal(row.tablePaid / 100, 2)],
    [t("promoters.columns.gifts"), (row) => row.gifts],
    [t("promoters.columns.freeDrinks"), (row) => row.freeDrinks],
  ];
}

/** `/promoters/export.csv`: the rows the page shows, with the same filters and order. */
export async function promoterLedgerCsv({ request }: LoaderFunctionArgs) {
  const { query, counted, t, language } = await readLedger(request);
  if (!counted) throw json({ errors: query.period.ok ? {} : query.period.errors }, { status: 400 });
  const columns = figureColumns(t);
  const dialect = csvDialect(language);
  const lines = [
    csvLine(
      [t("promoters.columns.promoter"), t("promoters.columns.events"), ...columns.map(([label]) => label)],
      dialect,
    ),
    ...shownRows(counted, query).map((row) =>
      csvLine([row.promoterName, row.events, ...columns.map(([, cell]) => cell(row))], dialect),
    ),
  ];
  return csvResponse("promoters.csv", lines);
}

/** `/promoters/:promoterId/export.csv`: the promoter's nights as the detail shows them. */
export async function promoterDetailCsv(args: LoaderFunctionArgs) {
  const { data, t, language } = await readDetail(args);
  if (!data.nights) throw json({ errors: data.errors }, { status: 400 });
  const columns = figureColumns(t);
  const dialect = csvDialect(language);
  const lines = [
    csvLine([t("promoters.columns.date"), t("promoters.columns.event"), ...columns.map(([label]) => label)], dialect),
    ...data.nights.map((night) =>
      csvLine(
        [
          night.startDate ? formatDate(night.startDate) : "",
          night.eventName,
          ...columns.map(([, cell]) => cell(night)),
        ],
        dialect,
      ),
    ),
  ];
  return csvResponse(`promoter-${data.promoterId}.csv`, lines);
}
