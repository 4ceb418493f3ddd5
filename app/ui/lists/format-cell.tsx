// How a list cell shows a value of each column format, in the user's language.
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime, formatMoney, Badge } from "~/ui/shell-kit";
import type { Column } from "./column";

export function CellValue({ column, value, row }: { column: Column; value: unknown; row?: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  if (column.format === "flags") {
    const set = (column.flags ?? []).filter((flag) => row?.[flag] === true);
    const shown = column.withValue && value !== null && value !== undefined && value !== "" ? String(value) : null;
    if (set.length === 0 && shown === null) return <span className="text-slate-400">—</span>;
    return (
      // Wraps, the value above its flags when the column is narrow: "17" and "Minorenne" side by side would widen
      // the table by the badge and push its last columns under the pinned actions at 1280 px (decision 054).
      <span className="inline-flex flex-wrap items-center gap-1">
        {shown}
        {set.map((flag) => (
          <Badge key={flag} tone={column.tones?.[flag] ?? "blue"}>
            {t(`fields.${flag}`)}
          </Badge>
        ))}
      </span>
    );
  }
  if (value === null || value === undefined || value === "") return <span className="text-slate-400">—</span>;
  switch (column.format) {
    case "date":
      return <>{formatDate(String(value))}</>;
    case "datetime":
      return <>{formatDateTime(String(value))}</>;
    case "money":
      return <>{formatMoney(Number(value), i18n.language)}</>;
    case "percent":
      return <>{`${value} %`}</>;
    case "boolean":
      return <>{value ? t("common.yes") : t("common.no")}</>;
    case "badge":
      return (
        <Badge tone={column.tones?.[String(value)]}>
          {column.enumPrefix ? t(`${column.enumPrefix}.${String(value)}`) : String(value)}
        </Badge>
      );
    case "enum":
      return <>{column.enumPrefix ? t(`${column.enumPrefix}.${String(value)}`) : String(value)}</>;
    default:
      return <>{String(value)}</>;
  }
}
