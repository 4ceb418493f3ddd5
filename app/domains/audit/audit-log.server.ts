// `/audit` (decision 022): the audit trail, filtered by user, venue, entity, action and period in the URL, paged, and
// its CSV. An admin reads every venue's entries; a venue account only its own venue's, whatever the URL asks.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { notFound, requireAccess, type Signed } from "~/core/auth/auth.server";
import { auditDatabase } from "~/core/audit/audit.server";
import { listAuditEntries, auditVocabulary, type AuditFilter } from "~/core/db/audit-store.server";
import { csvDialect, csvLine, csvResponse } from "~/core/format/csv";
import { formatDateTime } from "~/core/format/format";
import { listViewsFor } from "~/core/lists/views.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { reachedVenue } from "~/core/access/row-scope";
import { parsePeriod, type PeriodField } from "~/domains/insight/kpi";
import { describeEntries } from "./audit-entries.server";
import { actionWord, changesText, entityWord, recordWords, type Translate } from "~/core/audit/audit-words";

const auditPageSize = 50;
/** The most entries one CSV holds; a larger export asks for a narrower filter. */
const auditExportLimit = 10_000;
const token = /^[A-Za-z0-9._@+-]{1,120}$/;

function wanted(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim() ?? "";
  return token.test(value) ? value : undefined;
}

/** The filter the URL asks for, confined to the user's venue unless an admin asks. */
function auditQuery(request: Request, signed: Signed) {
  const venue = reachedVenue(signed);
  if (venue === null) throw notFound();
  const params = new URL(request.url).searchParams;
  const period = parsePeriod(params, new Date());
  const filter: AuditFilter = {
    venueId: venue ?? wanted(params, "venueId"),
    userEmail: wanted(params, "user"),
    entity: wanted(params, "entity"),
    action: wanted(params, "action"),
    ...(period.ok ? period.period : {}),
  };
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  return { filter, period, page, ownVenue: venue };
}

async function venueNames(signed: Signed, ids: readonly string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const { items } = await signed.api.list<{ _id: string; name?: string }>("/discos", {
    _id: ids.join(","),
    limit: ids.length,
  });
  return Object.fromEntries(items.map((venue) => [venue._id, venue.name ?? venue._id]));
}

export async function auditLog({ request }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "audit");
  const { filter, period, page, ownVenue } = auditQuery(request, signed);
  const [{ t }, views] = await Promise.all([getTranslator(request), listViewsFor(signed, "/audit")]);
  const base = {
    title: t("sections.audit.title"),
    views,
    viewerId: signed.user._id,
    input: period.input,
    errors: (period.ok ? {} : period.errors) as Partial<Record<PeriodField, string>>,
    user: filter.userEmail ?? "",
    entity: filter.entity ?? "",
    action: filter.action ?? "",
    venueId: ownVenue ? "" : (filter.venueId ?? ""),
    allVenues: ownVenue === undefined,
    page,
    pageSize: auditPageSize,
  };
  let read: Awaited<ReturnType<typeof readLog>> | null = null;
  try {
    read = await readLog(signed, filter, period.ok, page, ownVenue);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`[audit] the trail could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  return json({
    ...base,
    unavailable: read === null,
    entries: read?.entries ?? [],
    total: read?.total ?? 0,
    vocabulary: read?.vocabulary ?? null,
    venues: read?.venues ?? {},
  });
}

async function readLog(signed: Signed, filter: AuditFilter, counted: boolean, page: number, ownVenue?: string) {
  const db = await auditDatabase();
  const [log, vocabulary] = await Promise.all([
    counted
      ? listAuditEntries(db, filter, { limit: auditPageSize, offset: (page - 1) * auditPageSize })
      : { entries: [], total: 0 },
    auditVocabulary(db, ownVenue),
  ]);
  const venueIds = [...new Set([...vocabulary.venues, ...log.entries.map((entry) => entry.venueId ?? "")])].filter(
    Boolean,
  );
  const [entries, venues] = await Promise.all([
    describeEntries(signed, log.entries, { readBack: true }),
    venueNames(signed, venueIds),
  ]);
  return { total: log.total, entries, vocabulary, venues };
}

/**
 * `/audit/export.csv`: every entry the filter matches (up to the export limit), newest first, in the reader's words
 * with the raw ids and codes beside them (decision 035), so a spreadsheet can still join on them.
 */
export async function auditLogCsv({ request }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "audit");
  const { filter, period, ownVenue } = auditQuery(request, signed);
  if (!period.ok) throw json({ errors: period.errors }, { status: 400 });
  const { t: translate, language } = await getTranslator(request);
  const dialect = csvDialect(language);
  const t = translate as unknown as Translate;
  const db = await auditDatabase();
  const { entries, total } = await listAuditEntries(db, filter, { limit: auditExportLimit, offset: 0 });
  if (total > auditExportLimit)
    throw json({ message: t("audit.exportTooLarge", { max: auditExportLimit }) }, { status: 400 });
  const venueIds = [...new Set(entries.map((entry) => entry.venueId ?? ""))].filter(Boolean);
  // The records the changes name are read once per entity (a hundred ids a read): the CSV names them as the page does.
  const [described, venues] = await Promise.all([
    describeEntries(signed, entries, { readBack: false }),
    ownVenue === undefined ? venueNames(signed, venueIds) : venueNames(signed, [ownVenue]),
  ]);
  const columns = [
    "audit.columns.when",
    "audit.columns.user",
    "audit.columns.role",
    "audit.columns.venue",
    "auditWords.csv.venueId",
    "audit.columns.entity",
    "auditWords.csv.entity",
    "audit.columns.record",
    "auditWords.csv.recordId",
    "audit.columns.action",
    "auditWords.csv.action",
    "audit.columns.changes",
    "auditWords.csv.changes",
    "audit.columns.outcome",
    "audit.columns.request",
  ];
  const lines = [
    csvLine(
      columns.map((column) => t(column)),
      dialect,
    ),
    ...described.map((entry, index) =>
      csvLine(
        [
          formatDateTime(entry.at),
          entry.userEmail,
          entry.userRole ? t(`roles.${entry.userRole}`, { defaultValue: entry.userRole }) : "",
          entry.venueId ? (venues[entry.venueId] ?? t("audit.recordUnavailable")) : t("audit.platform"),
          entry.venueId,
          entityWord(entry.entity, t),
          entry.entity,
          recordWords(entry, t),
          entry.entityId,
          actionWord(entry.action, t),
          entry.action,
          changesText(entry.described, t, language),
          JSON.stringify(entries[index]!.changes),
          entry.outcome === "ok" ? t("audit.outcome.ok") : t("audit.failed", { status: entry.status }),
          entry.requestId,
        ],
        dialect,
      ),
    ),
  ];
  return csvResponse("audit.csv", lines);
}
