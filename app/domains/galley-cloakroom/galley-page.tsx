// The galley tab of an event: its stock per product with a stock dialog each, and the log of its movements.
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EventTabList } from "~/domains/events/event-workspace";
import { galleyMovementFields, galleys } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import type { Column } from "~/resource/definition";
import { ResourceForm } from "~/resource/resource-form";
import { CellValue } from "~/ui/format-cell";
import { RouteDialog } from "~/ui/route-dialog";
import type { galleyStock, galleyTab, saveGalleyStock } from "./galley.server";
import type { Row } from "~/resource/resource.server";

function LogTable({ columns, entries, caption }: { columns: readonly Column[]; entries: Row[]; caption: string }) {
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

export function GalleyTab() {
  const { t } = useTranslation();
  const { base, log } = useLoaderData<typeof galleyTab>();
  const { search } = useLocation();
  return (
    <>
      <EventTabList
        resource={galleys}
        tab="galley"
        // A product leaves the night's stock only while nothing of it was ordered.
        rowAllows={(row, action) => action !== "delete" || !(Number(row.totOrdered) > 0)}
        rowExtras={(row) => (
          <Link
            to={`${base}/${encodeURIComponent(row._id)}${search}`}
            className="inline-flex min-h-[2.25rem] items-center rounded-md bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700"
            aria-label={t("night.galley.updateNamed", { product: String(row.productName ?? "") })}
            preventScrollReset
          >
            {t("night.galley.update")}
          </Link>
        )}
      />
      <section className="mt-8" aria-labelledby="galley-log-title">
        <h3 id="galley-log-title" className="text-base font-semibold text-slate-900">
          {t("night.galley.log.title")}
        </h3>
        <p className="mb-3 mt-1 text-sm text-slate-600">
          {t("night.galley.log.description", { shown: log.entries.length, total: log.total })}
        </p>
        <LogTable columns={log.columns} entries={log.entries} caption={t("night.galley.log.title")} />
      </section>
    </>
  );
}

export function GalleyStockDialog() {
  const { t } = useTranslation();
  const { galley, values, base } = useLoaderData<typeof galleyStock>();
  const lastResult = useActionData<typeof saveGalleyStock>();
  const { search } = useLocation();
  const figures: [string, unknown][] = [
    ["fields.quantity", galley.quantity],
    ["fields.totOrdered", galley.totOrdered],
    ["fields.left", galley.left],
    ["fields.finalQuantity", galley.finalQuantity],
  ];
  return (
    <RouteDialog
      title={t("night.galley.dialogTitle", { product: galley.productName ?? "" })}
      closeTo={`${base}${search}`}
    >
      <dl className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t(label)}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">
              {value === null || value === undefined ? "—" : String(value)}
            </dd>
          </div>
        ))}
      </dl>
      <ResourceForm
        id="galley-stock-form"
        fields={galleyMovementFields}
        values={values}
        options={{}}
        optionsSource=""
        pickImages={false}
        lastResult={lastResult}
        cancelTo={`${base}${search}`}
        submitLabel={t("night.galley.save")}
        extra={() => (
          <ul className="space-y-1 text-sm text-slate-600">
            {galleyMovementFields[0].options?.map((option) => (
              <li key={option.value}>
                <span className="font-medium text-slate-800">{t(option.label)}</span>:{" "}
                {t(`night.galley.movementHints.${option.value}`)}
              </li>
            ))}
          </ul>
        )}
      />
    </RouteDialog>
  );
}
