// Pieces of the night's screens (galley, cloakroom, spin gifts): the galley tab with its log and stock dialog, the
// cloakroom's counts per state and one-click changes, the spin wheel's usage.
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { allowedCloakroomActions, cloakroomStatuses, needsHolder, type CloakroomAction } from "~/domains/galley-cloakroom/cloakroom-transitions";
import { changeState, toSearchParams } from "~/core/list-query";
import { cloakroomSlots, galleyMovementFields, galleys } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import type { Column } from "~/resource/definition";
import { EventTabList } from "~/domains/events/event-workspace";
import { CellValue } from "~/ui/format-cell";
import { ErrorList, FormAlert, SubmitButton } from "~/ui/forms";
import { ResourceForm } from "~/resource/resource-form";
import { RouteDialog } from "~/ui/route-dialog";
import type { applyCloakroomChange, cloakroomChangePage, cloakroomTab } from "./cloakroom.server";
import type { galleyStock, galleyTab, saveGalleyStock } from "./galley.server";
import type { Row } from "~/resource/resource.server";

export function WheelUsage({ used, left }: { used: number; left: number }) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-700">{t("night.spin.usage", { used, left })}</p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full bg-brand-600" style={{ width: `${Math.min(100, used)}%` }} />
      </div>
    </div>
  );
}

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
        <p className="mb-3 mt-1 text-sm text-slate-600">{t("night.galley.log.description", { shown: log.entries.length, total: log.total })}</p>
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
    <RouteDialog title={t("night.galley.dialogTitle", { product: galley.productName ?? "" })} closeTo={`${base}${search}`}>
      <dl className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t(label)}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{value === null || value === undefined ? "—" : String(value)}</dd>
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
                <span className="font-medium text-slate-800">{t(option.label)}</span>: {t(`night.galley.movementHints.${option.value}`)}
              </li>
            ))}
          </ul>
        )}
      />
    </RouteDialog>
  );
}

/** What a refused change of a slot says (its error, or the holder's) with the holder as typed; nothing after a change. */
function refusalOf(data: SerializeFrom<typeof applyCloakroomChange> | undefined): { error?: string; holderError?: string; holderName?: string } {
  if (!data) return {};
  return { error: "error" in data ? data.error : undefined, holderError: "holderError" in data ? data.holderError : undefined, holderName: data.holderName };
}

function CloakroomChange({ base, row, action }: { base: string; row: Row; action: CloakroomAction }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const fetcher = useFetcher<typeof applyCloakroomChange>();
  const result = refusalOf(fetcher.data);
  const busy = fetcher.state !== "idle";
  const code = String(row.code ?? "");
  const holderId = `holder-${row._id}`;
  return (
    <fetcher.Form method="post" action={`${base}/${encodeURIComponent(row._id)}/${action}${search}`} className="inline-flex flex-wrap items-start gap-2" preventScrollReset>
      {needsHolder(action) ? (
        <span className="inline-flex flex-col">
          <label htmlFor={holderId} className="sr-only">
            {t("night.cloakroom.holderFor", { code })}
          </label>
          <input
            id={holderId}
            name="holderName"
            className="input w-40 py-1 text-sm"
            placeholder={t("night.cloakroom.holderPlaceholder")}
            aria-invalid={result?.holderError ? true : undefined}
            aria-describedby={result?.holderError ? `${holderId}-error` : undefined}
          />
          {result?.holderError ? (
            <span id={`${holderId}-error`} className="mt-0.5 text-xs text-red-700">
              {t(result.holderError)}
            </span>
          ) : null}
        </span>
      ) : null}
      <button
        type="submit"
        className="min-h-[2.25rem] rounded-md bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        disabled={busy}
        aria-label={t(`night.cloakroom.actionNamed.${action}`, { code })}
      >
        {busy ? t("night.working") : t(`night.cloakroom.actions.${action}`)}
      </button>
      {result?.error ? (
        <span role="alert" className="text-xs text-red-700">
          {result.error}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

export function CloakroomTab() {
  const { t } = useTranslation();
  const { base, counts, state } = useLoaderData<typeof cloakroomTab>();
  const hrefFor = (status: string | undefined) => `?${toSearchParams(changeState(state, { filters: { status: status ?? "" } }), cloakroomSlots.list)}`;
  const chip = (active: boolean) => `rounded-full px-3 py-1 ring-1 ring-slate-200 ${active ? "bg-slate-900 text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`;
  const total = Object.values(counts).reduce((sum, value) => sum + value, 0);
  return (
    <EventTabList
      resource={cloakroomSlots}
      tab="cloakroom"
      before={
        <nav aria-label={t("night.cloakroom.byStatus")} className="mb-4 flex flex-wrap gap-2 text-sm">
          <Link to={hrefFor(undefined)} aria-current={!state.filters.status ? "true" : undefined} className={chip(!state.filters.status)} preventScrollReset>
            {t("night.cloakroom.all")} <span className="tabular-nums">({total})</span>
          </Link>
          {cloakroomStatuses.map((status) => (
            <Link key={status} to={hrefFor(status)} aria-current={state.filters.status === status ? "true" : undefined} className={chip(state.filters.status === status)} preventScrollReset>
              {t(`cloakroomSlotStatuses.${status}`)} <span className="tabular-nums">({counts[status] ?? 0})</span>
            </Link>
          ))}
        </nav>
      }
      rowExtras={(row) => allowedCloakroomActions(String(row.status ?? "")).map((action) => <CloakroomChange key={action} base={base} row={row} action={action} />)}
    />
  );
}

/** The change of one slot as a page: where a post without JavaScript lands when it was refused, with what was typed. */
export function CloakroomChangeDialog() {
  const { t } = useTranslation();
  const { slot, action, base } = useLoaderData<typeof cloakroomChangePage>();
  const result = refusalOf(useActionData<typeof applyCloakroomChange>());
  const { search } = useLocation();
  const code = String(slot.code ?? "");
  return (
    <RouteDialog title={t(`night.cloakroom.actionNamed.${action}`, { code })} closeTo={`${base}${search}`}>
      {result?.error ? <FormAlert errors={[result.error]} /> : null}
      <Form method="post" className="mt-4 space-y-4" preventScrollReset>
        {needsHolder(action) ? (
          <div>
            <label htmlFor="holderName" className="label">
              {t("night.cloakroom.holder")}
            </label>
            <input
              id="holderName"
              name="holderName"
              className="input mt-1"
              defaultValue={result?.holderName ?? ""}
              placeholder={t("night.cloakroom.holderPlaceholder")}
              aria-invalid={result?.holderError ? true : undefined}
              aria-describedby={result?.holderError ? "holderName-error" : undefined}
            />
            <ErrorList id="holderName-error" errors={result?.holderError ? [result.holderError] : null} />
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Link to={`${base}${search}`} className="btn-secondary" preventScrollReset>
            {t("dialog.cancel")}
          </Link>
          <SubmitButton className="btn-primary" pendingText={t("night.working")}>
            {t(`night.cloakroom.actions.${action}`)}
          </SubmitButton>
        </div>
      </Form>
    </RouteDialog>
  );
}
