// How a list cell shows a value of each column format, in the user's language.
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime, formatMoney } from "~/lib/format";
import type { Column } from "~/resources/resource";

export function CellValue({ column, value }: { column: Column; value: unknown }) {
  const { t, i18n } = useTranslation();
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
    case "enum":
      return <>{column.enumPrefix ? t(`${column.enumPrefix}.${String(value)}`) : String(value)}</>;
    default:
      return <>{String(value)}</>;
  }
}
