// `/audit`: the trail as a table, newest first, with its filters in a GET form (the URL holds them, so a view can be
// shared and works without JavaScript), pages as links, and the CSV of everything the filter matches.
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatNumber } from "~/ui/shell-kit";
import { pageRange } from "~/core/lists/list-query";
import { PeriodForm } from "~/domains/insight/period-form";
import { Icon } from "~/ui/frame-kit";
import { ScrollBox } from "~/ui/lists/scroll-box";
import { ListViewsMenu } from "~/ui/lists/list-views";
import { PageHeader } from "~/ui/shell/section-page";
import type { auditLog } from "./audit-log.server";
import { actionWord, entityWord, recordWords, type Translate } from "~/core/audit/audit-words";
import { AuditChanges } from "~/ui/audit-changes";

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <div className="min-w-[10rem]">
      <label htmlFor={`audit-${name}`} className="label">
        {label}
      </label>
      <select id={`audit-${name}`} name={name} defaultValue={value} key={value} className="input mt-1">
        <option value="">{t("list.any")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AuditLogPage() {
  const data = useLoaderData<typeof auditLog>();
  const { t, i18n } = useTranslation();
  const words = t as unknown as Translate;
  // The choices in words, sorted as the reader reads them; one word per action.
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, i18n.language);
  const entityOptions = (data.vocabulary?.entities ?? [])
    .map((entity) => ({ value: entity, label: entityWord(entity, words) }))
    .sort(byLabel);
  const actionOptions = (data.vocabulary?.actions ?? [])
    .map((action) => ({ value: action, label: actionWord(action, words) }))
    .sort(byLabel);
  const [params] = useSearchParams();
  const hrefWith = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) next.set(name, value);
    return `?${next.toString()}`;
  };
  const range = pageRange({ page: data.page, limit: data.pageSize }, data.total);
  // A venue the upstream no longer names reads as not available, never as its id.
  const venueName = (id: string | null) =>
    id ? (data.venues[id] ?? t("audit.recordUnavailable")) : t("audit.platform");
  // A venue's reader sees only its own venue's entries: a venue column would repeat it on every row.
  const columns = ["when", "user", ...(data.allVenues ? ["venue"] : []), "record", "action", "changes", "outcome"];
  const exportParams = new URLSearchParams(params);
  exportParams.delete("page");
  const exportQuery = exportParams.toString();
  return (
    <>
      <PageHeader
        title={t("sections.audit.title")}
        description={t("sections.audit.description")}
        actions={
          <>
            <ListViewsMenu list="/audit" views={data.views} userId={data.viewerId} />
            {data.unavailable || Object.keys(data.errors).length ? null : (
              <a href={`/audit/export.csv${exportQuery ? `?${exportQuery}` : ""}`} className="btn-secondary" download>
                <Icon name="download" className="h-4 w-4" />
                {t("list.export")}
              </a>
            )}
          </>
        }
      />
      <PeriodForm idPrefix="audit" input={data.input} errors={data.errors}>
        <div className="min-w-[12rem]">
          <label htmlFor="audit-user" className="label">
            {t("audit.columns.user")}
          </label>
          <input
            id="audit-user"
            type="search"
            name="user"
            defaultValue={data.user}
            key={data.user}
            placeholder={t("audit.userPlaceholder")}
            className="input mt-1"
          />
        </div>
        {data.allVenues ? (
          <Choice
            name="venueId"
            label={t("audit.columns.venue")}
            value={data.venueId}
            options={(data.vocabulary?.venues ?? []).map((id) => ({ value: id, label: venueName(id) }))}
          />
        ) : null}
        <Choice name="entity" label={t("audit.columns.entity")} value={data.entity} options={entityOptions} />
        <Choice name="action" label={t("audit.columns.action")} value={data.action} options={actionOptions} />
      </PeriodForm>
      {data.unavailable ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {t("audit.unavailable")}
        </p>
      ) : (
        <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          <ScrollBox role="region" aria-label={t("audit.scroll")} className="relative overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">{t("audit.caption")}</caption>
              <thead className="bg-slate-50">
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className="whitespace-nowrap px-3 py-3 text-left font-semibold text-slate-700"
                    >
                      {t(`audit.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 align-top">
                {data.entries.map((entry) => (
                  <tr key={entry.id} data-request-id={entry.requestId}>
                    <td className="whitespace-nowrap px-3 py-2">
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </td>
                    <td className="px-3 py-2">
                      {entry.userEmail}
                      {entry.userRole ? (
                        <span className="block text-xs text-slate-500">{t(`roles.${entry.userRole}`)}</span>
                      ) : null}
                    </td>
                    {data.allVenues ? <td className="px-3 py-2">{venueName(entry.venueId)}</td> : null}
                    <td className="px-3 py-2" data-entity={entry.entity} data-record-id={entry.entityId ?? undefined}>
                      {entry.href ? (
                        <Link to={entry.href} className="font-medium text-brand-700 hover:underline">
                          {recordWords(entry, words)}
                        </Link>
                      ) : (
                        <span className="font-medium text-slate-800">{recordWords(entry, words)}</span>
                      )}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">{actionWord(entry.action, words)}</td>
                    <td className="min-w-[16rem] max-w-md px-3 py-2">
                      <AuditChanges described={entry.described} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {entry.outcome === "ok" ? (
                        t("audit.outcome.ok")
                      ) : (
                        <span className="text-red-700" title={entry.error ?? undefined}>
                          {t("audit.failed", { status: entry.status })}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
                {data.entries.length === 0 ? (
                  <tr>
                    <td colSpan={columns.length} className="px-4 py-12 text-center text-slate-600">
                      {Object.keys(data.errors).length ? t("promoters.fixPeriod") : t("audit.empty")}
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </ScrollBox>
          <nav
            aria-label={t("list.pagination")}
            className="flex items-center justify-between gap-4 border-t border-slate-200 px-4 py-3 text-sm"
          >
            <p className="text-slate-600">
              {t("list.range", {
                from: formatNumber(range.from, i18n.language),
                to: formatNumber(range.to, i18n.language),
                total: formatNumber(data.total, i18n.language),
              })}
            </p>
            <div className="flex gap-2">
              {data.page > 1 ? (
                <Link to={hrefWith({ page: String(data.page - 1) })} className="btn-secondary" preventScrollReset>
                  {t("list.previous")}
                </Link>
              ) : null}
              {data.page < range.pages ? (
                <Link to={hrefWith({ page: String(data.page + 1) })} className="btn-secondary" preventScrollReset>
                  {t("list.next")}
                </Link>
              ) : null}
            </div>
          </nav>
        </div>
      )}
    </>
  );
}
