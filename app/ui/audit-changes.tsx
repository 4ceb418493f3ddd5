// An audit entry's changes as the audit log and a record's History show them (decision 035): each field under its
// form's label, its value before and after in the reader's words, a secret only as changed, and the fields without
// words of their own counted in one line (their raw names and values stay in the CSV's data column).
import { useTranslation } from "react-i18next";
import { fieldWord, shownText, unnamedText, type DescribedChanges, type Translate } from "~/core/audit/audit-words";

export function AuditChanges({ described }: { described: DescribedChanges }) {
  const { t: translate, i18n } = useTranslation();
  const t = translate as unknown as Translate;
  const unnamed = unnamedText(described, t);
  if (described.changes.length === 0 && !unnamed)
    return <span className="text-slate-500">{t("audit.noFieldChanged")}</span>;
  return (
    <ul className="space-y-0.5">
      {described.changes.map((change) => (
        <li key={change.field} className="break-words" data-field={change.field}>
          <span className="font-semibold text-slate-700">{fieldWord(change, t)}</span>{" "}
          {"secret" in change ? (
            <span className="text-slate-600">{t("audit.secretChanged")}</span>
          ) : change.before.kind === "empty" ? (
            // A value where there was none (a record created): only what it became.
            <ins className="text-emerald-800 no-underline">{shownText(change.after, t, i18n.language)}</ins>
          ) : (
            <>
              <span className="sr-only">{t("audit.before")}</span>
              <del className="text-red-800">{shownText(change.before, t, i18n.language)}</del>
              <span aria-hidden="true"> → </span>
              <span className="sr-only">{t("audit.after")}</span>
              <ins className="text-emerald-800 no-underline">{shownText(change.after, t, i18n.language)}</ins>
            </>
          )}
        </li>
      ))}
      {unnamed ? <li className="text-slate-500">{unnamed}</li> : null}
    </ul>
  );
}
