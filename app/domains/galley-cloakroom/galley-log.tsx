// The galley's log of stock movements, below the tab: a table on a wide screen, one line per movement on a phone.
import { useTranslation } from "react-i18next";
import type { Column } from "~/resource/definition";
import type { Row } from "~/resource/resource.server";
import { CellValue } from "~/ui/lists/format-cell";

export function LogTable({
  columns,
  entries,
  caption,
}: {
  columns: readonly Column[];
  entries: Row[];
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.field} scope="col" className="px-4 py-2 text-left font-semibold text-slate-700">
                {t(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-6 text-center text-slate-500">
                {t("night.galley.log.empty")}
              </td>
            </tr>
          ) : (
            entries.map((entry) => (
              <tr key={entry._id}>
                {columns.map((column) => (
                  <td key={column.field} className="whitespace-nowrap px-4 py-2 text-slate-800">
                    <CellValue column={column} value={entry[column.field]} row={entry} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The log on a phone: one line per movement, the product first, no table to scroll sideways. */
export function LogList({ columns, entries }: { columns: readonly Column[]; entries: Row[] }) {
  const column = (field: string) => columns.find((candidate) => candidate.field === field)!;
  const cell = (entry: Row, field: string) => <CellValue column={column(field)} value={entry[field]} row={entry} />;
  return (
    <ol className="divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200 sm:hidden">
      {entries.map((entry) => (
        <li key={entry._id} className="px-3 py-2">
          <p className="flex justify-between gap-2 text-base">
            <span className="font-medium text-slate-900">{cell(entry, "productName")}</span>
            <span className="tabular-nums text-slate-900">
              {cell(entry, "action")} {cell(entry, "quantity")} → {cell(entry, "newQuantity")}
            </span>
          </p>
          <p className="text-sm text-slate-600">
            {cell(entry, "createdAt")} · {cell(entry, "userName")}
          </p>
        </li>
      ))}
    </ol>
  );
}
