// The galley tab of an event, phone-first like the door (issue 23 §3): one field for the product, the night's stock as
// cards headed by the product, fewest left first, low stock in colour, word and sign, and loading stock (what the
// attendant does most) as the one big button; the other movements in the product's stock dialog, and the log below.
// A load can be taken back for a few seconds with JavaScript; without it the load is confirmed on the stock page.
import { Form, Link, Outlet, useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { galleyMovementFields, galleys } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { allows, type Column } from "~/resource/definition";
import { ResourceForm } from "~/resource/resource-form";
import { CellValue } from "~/ui/lists/format-cell";
import { ErrorList } from "~/ui/forms/forms";
import { Icon } from "~/ui/icons";
import { RouteDialog } from "~/ui/forms/route-dialog";
import { UndoToast, useUndo } from "~/ui/shell/undo-toast";
import { useHydrated } from "~/ui/use-hydrated";
import type { StockLevel } from "./galley";
import type { GalleyCard, GalleyMovementDone, galleyStock, galleyTab, saveGalleyStock } from "./galley.server";
import { NightSearch } from "./night-search";
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

/** The log on a phone: one line per movement, the product first, no table to scroll sideways. */
function LogList({ columns, entries }: { columns: readonly Column[]; entries: Row[] }) {
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

const levelLooks: Record<StockLevel, { edge: string; pill: string }> = {
  out: { edge: "border-l-red-600", pill: "bg-red-50 text-red-800 ring-red-600/30" },
  low: { edge: "border-l-amber-500", pill: "bg-amber-50 text-amber-900 ring-amber-600/30" },
  ok: { edge: "border-l-emerald-500", pill: "bg-emerald-50 text-emerald-800 ring-emerald-600/30" },
};

/** How a product stands, in a word on its colour, with a sign when it needs the attendant. */
function LevelPill({ level }: { level: StockLevel }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold ring-1 ring-inset ${levelLooks[level].pill}`}
    >
      {level === "ok" ? null : <Icon name="bell-alert" className="h-4 w-4" />}
      {t(`nightPhone.galley.level.${level}`)}
    </span>
  );
}

/**
 * Loading stock, the galley's most frequent change, on the card: how many pieces and one big button. With JavaScript
 * it is made at once and can be taken back for a few seconds; without it the button opens the product's stock page
 * with the load filled in, to confirm it there.
 */
function QuickLoad({
  base,
  card,
  onDone,
  more,
}: {
  base: string;
  card: GalleyCard;
  onDone: (done: GalleyMovementDone) => void;
  /** The way to the product's other movements, at the end of the same row. */
  more: ReactNode;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof saveGalleyStock>();
  const product = String(card.productName ?? "");
  const href = `${base}/${encodeURIComponent(card._id)}`;
  const answer = fetcher.data;
  const done = answer && "done" in answer ? answer : undefined;
  const failed = answer && "status" in answer ? answer : undefined;
  useEffect(() => {
    if (done) onDone(done);
  }, [done, onDone]);
  const amountId = `load-${card._id}`;
  const errors = [...(failed?.error?.amount ?? []), ...(failed?.error?.[""] ?? [])];
  const body = (
    <>
      <div className="flex gap-2">
        <label htmlFor={amountId} className="sr-only">
          {t("nightPhone.galley.loadAmount", { product })}
        </label>
        <input
          id={amountId}
          name="amount"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          placeholder={t("night.galley.amount")}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? `${amountId}-error` : undefined}
          className="input min-h-[56px] w-24 shrink-0 text-lg tabular-nums"
        />
        <input type="hidden" name="movement" value="load" />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="min-h-[56px] flex-1 rounded-lg bg-brand-600 px-4 text-lg font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          aria-label={t("nightPhone.galley.loadNamed", { product })}
        >
          {fetcher.state !== "idle" ? t("night.working") : t("nightPhone.galley.load")}
        </button>
        {more}
      </div>
      <div id={`${amountId}-error`}>
        <ErrorList errors={errors} />
      </div>
    </>
  );
  return hydrated ? (
    <fetcher.Form method="post" action={`${href}${search}`} preventScrollReset>
      <input type="hidden" name="undoable" value="1" />
      {body}
    </fetcher.Form>
  ) : (
    // Without JavaScript: to the confirmation, the product's own stock page with the load filled in.
    <Form method="get" action={href}>
      {body}
    </Form>
  );
}

function StockCard({
  base,
  card,
  canRemove,
  onDone,
}: {
  base: string;
  card: GalleyCard;
  canRemove: boolean;
  onDone: (done: GalleyMovementDone) => void;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const product = String(card.productName ?? "");
  const headingId = `stock-${card._id}`;
  const link =
    "inline-flex min-h-[44px] items-center rounded-lg px-3 text-base font-semibold hover:bg-slate-50 ring-1 ring-inset";
  return (
    <article
      aria-labelledby={headingId}
      data-level={card.level}
      className={`space-y-3 rounded-xl border-l-8 bg-white p-3 shadow-sm ring-1 ring-slate-200 ${levelLooks[card.level].edge}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-xl font-semibold leading-tight text-slate-900">
          {product}
        </h3>
        <LevelPill level={card.level} />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 text-slate-700">
        <span className="text-base">
          <span
            className={`text-3xl font-bold tabular-nums ${card.level === "ok" ? "text-slate-900" : "text-red-700"}`}
          >
            {card.left}
          </span>{" "}
          {t("nightPhone.galley.leftOf", { count: card.left, total: card.quantity ?? 0 })}
        </span>
        <span className="text-sm">
          <span aria-hidden="true">· </span>
          {t("nightPhone.galley.ordered", { count: card.totOrdered ?? 0 })}
        </span>
        {canRemove && !((card.totOrdered ?? 0) > 0) ? (
          // Only a product nothing was ordered of leaves the night's stock: desk work, kept out of the action row.
          <Link
            to={`${base}/${encodeURIComponent(card._id)}/delete${search}`}
            className={`${link} ml-auto text-red-700 ring-red-300`}
            aria-label={t("list.deleteNamed", { name: product })}
            preventScrollReset
          >
            {t("list.delete")}
          </Link>
        ) : null}
      </p>
      <QuickLoad
        base={base}
        card={card}
        onDone={onDone}
        more={
          <Link
            to={`${base}/${encodeURIComponent(card._id)}${search}`}
            className={`${link} min-h-[56px] text-brand-700 ring-slate-300`}
            aria-label={t("night.galley.updateNamed", { product })}
            preventScrollReset
          >
            {t("nightPhone.galley.otherMovements")}
          </Link>
        }
      />
    </article>
  );
}

export function GalleyTab() {
  const { t } = useTranslation();
  const { base, log, cards, q, writable } = useLoaderData<typeof galleyTab>();
  const { search } = useLocation();
  const undo = useGalleyUndo(base, search);
  const short = cards.filter((card) => card.level !== "ok").length;
  return (
    <>
      <div className="mx-auto max-w-xl space-y-4 pb-24">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t("eventTabs.galley")}</h2>
          <p className="text-sm text-slate-600">{t("nightPhone.galley.intro")}</p>
        </div>
        <NightSearch id="galley-q" base={base} q={q} label={t("nightPhone.galley.search")} />
        {short > 0 ? (
          <p className="flex items-center gap-2 text-base font-medium text-red-800">
            <Icon name="bell-alert" className="h-5 w-5" />
            {t("nightPhone.galley.short", { count: short })}
          </p>
        ) : null}
        {cards.length > 0 ? (
          <ul className="space-y-3" aria-label={t("nightPhone.galley.stock")}>
            {cards.map((card) => (
              <li key={card._id}>
                <StockCard base={base} card={card} canRemove={writable.delete} onDone={undo.offer} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-base text-slate-600">
            {q ? t("nightPhone.galley.noResults", { q }) : t("list.emptyTitle")}
          </p>
        )}
        {writable.create && allows(galleys, "create") ? (
          <div className="border-t border-slate-200 pt-4">
            <Link to={`${base}/new${search}`} className="btn-secondary min-h-[44px] text-base" preventScrollReset>
              <Icon name="plus" className="h-4 w-4" />
              {t("list.create")}
            </Link>
          </div>
        ) : null}
      </div>
      <section className="mt-8" aria-labelledby="galley-log-title">
        <h3 id="galley-log-title" className="text-base font-semibold text-slate-900">
          {t("night.galley.log.title")}
        </h3>
        <p className="mb-3 mt-1 text-sm text-slate-600">
          {t("night.galley.log.description", { shown: log.entries.length, total: log.total })}
        </p>
        {log.entries.length === 0 ? (
          <p className="text-base text-slate-600">{t("night.galley.log.empty")}</p>
        ) : (
          <>
            <LogList columns={log.columns} entries={log.entries} />
            <div className="hidden sm:block">
              <LogTable columns={log.columns} entries={log.entries} caption={t("night.galley.log.title")} />
            </div>
          </>
        )}
      </section>
      <UndoToast undo={undo} />
      <Outlet />
    </>
  );
}

/**
 * The way back from a stock change: offered for a few seconds after it, it posts the change's inverse (unload what was
 * loaded) to the product's own stock URL, which finds it within this event and checks it like any movement.
 */
function useGalleyUndo(base: string, search: string) {
  const { t } = useTranslation();
  return useUndo<GalleyMovementDone>({
    offerOf: (done) => ({
      message: t(`night.galley.done.${done.done}`, { product: done.product, amount: done.amount }),
      undoName: t("nightPhone.undo.galley", { product: done.product }),
      undoable: done.undo !== null,
    }),
    requestOf: (done) =>
      done.undo
        ? {
            action: `${base}/${encodeURIComponent(done.id)}${search}`,
            fields: { movement: done.undo.movement, amount: String(done.undo.amount), undoable: "1" },
          }
        : null,
    resultOf: (answer) =>
      answer && typeof answer === "object" && "done" in answer
        ? t("nightPhone.undo.galleyDone", { product: (answer as GalleyMovementDone).product })
        : t("nightPhone.undo.failed"),
  });
}

export function GalleyStockDialog() {
  const { t } = useTranslation();
  const { galley, values, base, confirm } = useLoaderData<typeof galleyStock>();
  const answer = useActionData<typeof saveGalleyStock>();
  const lastResult = answer && "status" in answer ? answer : undefined;
  const location = useLocation();
  // Back to the list as it was: without the movement a card's no-JavaScript load brought here.
  const kept = new URLSearchParams(location.search);
  kept.delete("movement");
  kept.delete("amount");
  const search = kept.size > 0 ? `?${kept}` : "";
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
      {confirm ? (
        <p role="note" className="mb-4 rounded-lg bg-amber-50 p-3 text-base font-medium text-amber-900">
          {t(`nightPhone.galley.confirm.${confirm.movement}`, {
            amount: confirm.amount,
            product: galley.productName ?? "",
            from: galley.quantity ?? 0,
            to: confirm.quantity,
          })}
        </p>
      ) : null}
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
