// A record's history (decisions 022 and 050): who changed what and when, each field under its form's label with its value before
// and after in the reader's words (decision 035), from the back-office's audit trail. A <details> element, so it
// opens without JavaScript and stays out of the way when closed.
import { useTranslation } from "react-i18next";
import { actionWord, type DescribedEntry, type Translate } from "~/core/audit/audit-words";
import { formatDateTime } from "~/ui/shell-kit";
import { AuditChanges } from "./audit-changes";

export function RecordHistory({ history }: { history: { entries: DescribedEntry[] } | { failed: true } | null }) {
  const { t } = useTranslation();
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
                  · {entry.userEmail} · {actionWord(entry.action, t as unknown as Translate)}
                  {entry.outcome === "failed" ? (
                    <span className="ml-2 text-red-700">{t("audit.failed", { status: entry.status })}</span>
                  ) : null}
                </p>
                <div className="mt-1 text-slate-700">
                  <AuditChanges described={entry.described} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
