// A record's history (decision 022): who changed what and when, with each field's value before and after, from the
// back-office's audit trail. A <details> element, so it opens without JavaScript and stays out of the way when closed.
import { useTranslation } from "react-i18next";
import type { AuditChange, AuditEntry } from "~/core/audit/audit";
import { formatDateTime } from "~/core/format/format";

/** A stored value as a short text: strings as they are, everything else as JSON, nothing as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** What an entry did: create, update, delete, upload, or the verb of a state change. */
function useActionLabel() {
  const { t } = useTranslation();
  return (action: string) =>
    ["create", "update", "delete", "upload"].includes(action)
      ? t(`audit.actions.${action}`)
      : t("audit.actions.change", { verb: action });
}

function AuditChanges({ changes }: { changes: readonly AuditChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <span className="text-slate-500">{t("audit.noFieldChanged")}</span>;
  return (
    <ul className="space-y-0.5">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <code className="text-xs font-semibold text-slate-700">{change.field}</code>{" "}
          {"secret" in change ? (
            <span className="text-slate-600">{t("audit.secretChanged")}</span>
          ) : (
            <>
              <span className="sr-only">{t("audit.before")}</span>
              <del className="text-red-800">{shown(change.before)}</del>
              <span aria-hidden="true"> → </span>
              <span className="sr-only">{t("audit.after")}</span>
              <ins className="text-emerald-800 no-underline">{shown(change.after)}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function RecordHistory({ history }: { history: { entries: AuditEntry[] } | { failed: true } | null }) {
  const { t } = useTranslation();
  const actionLabel = useActionLabel();
  if (!history) return null;
  const entries = "entries" in history ? history.entries : [];
  return (
    <details className="mt-6 rounded-md border border-slate-200 bg-white" data-testid="record-history">
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-800">
        {"failed" in history ? t("audit.history") : t("audit.historyCount", { count: entries.length })}
      </summary>
      <div className="border-t border-slate-200 px-4 py-3 text-sm">
        {"failed" in history ? (
          <p role="alert" className="text-red-700">
            {t("audit.historyUnavailable")}
          </p>
        ) : entries.length === 0 ? (
          <p className="text-slate-600">{t("audit.historyEmpty")}</p>
        ) : (
          <ol className="space-y-3">
            {entries.map((entry) => (
              <li key={entry.id} className="border-l-2 border-slate-200 pl-3">
                <p className="text-slate-800">
                  <time dateTime={entry.at} className="font-medium">
                    {formatDateTime(entry.at)}
                  </time>{" "}
                  · {entry.userEmail} · {actionLabel(entry.action)}
                  {entry.outcome === "failed" ? (
                    <span className="ml-2 text-red-700">{t("audit.failed", { status: entry.status })}</span>
                  ) : null}
                </p>
                <div className="mt-1 text-slate-700">
                  <AuditChanges changes={entry.changes} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
