// The pieces of a bulk action on a list (issue 16): the bar that chooses the action and the rows (those ticked on the
// page, or all matching the filter), the confirmation that names the action, the count and the filter, and the run's
// report, which follows its progress (revalidating with JavaScript; without, the page refreshes itself) and ends with
// what was changed and each row that was not, with the reason.
import { Form, Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { BulkRun } from "~/core/bulk";
import { ConfirmDialog } from "./confirm-dialog";
import { RouteDialog } from "./route-dialog";
import { useRevalidateEvery } from "./use-revalidate-every";

export type BulkChoice = { value: string; label: string };

/** The words a bulk action's dialogs use for its rows: `bulk.<texts>.*` in the locale files. */
export type BulkTexts = "reservations" | "orders" | "users" | "rows";

/**
 * What a list offers to do with many rows, as its page and its server side (app/resource/bulk.server.ts) both read it:
 * the words for the rows, the actions with the locale key of each one's name, and how a row is named.
 */
export type BulkOffer<Action extends string = string> = {
  texts: BulkTexts;
  actions: readonly [Action, ...Action[]];
  // Methods, so an offer of particular actions stands where any offer is expected.
  actionLabel(action: Action): string;
  rowName(row: Record<string, unknown> & { _id: string }): string;
};

/** The list's own query: what "all matching" means, and where the dialogs go back to. */
function useListQuery() {
  const [params] = useSearchParams();
  const list = new URLSearchParams(params);
  for (const name of ["page", "action", "scope", "ids", "filter"]) list.delete(name);
  return list;
}

export function BulkBar({
  formId,
  action,
  choices,
  total,
  label,
}: {
  /** The id the rows' checkboxes name as their form. */
  formId: string;
  /** The confirmation's URL. */
  action: string;
  choices: readonly BulkChoice[];
  /** How many rows the filter matches, across pages. */
  total: number;
  /** What the action picker is called (the entity's bulk action). */
  label: string;
}) {
  const { t } = useTranslation();
  const list = useListQuery();
  return (
    <Form
      id={formId}
      method="get"
      action={action}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200"
      preventScrollReset
    >
      {/* The list's own filters stay in the URL, so the list behind the confirmation is the one the user saw. */}
      {[...list].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="filter" value={list.toString()} />
      <div>
        <label htmlFor={`${formId}-action`} className="label">
          {label}
        </label>
        <select id={`${formId}-action`} name="action" className="input mt-1" required defaultValue="">
          <option value="" disabled>
            {t("list.choose")}
          </option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="scope" value="selected" className="btn-secondary">
        {t("bulk.applySelected")}
      </button>
      <button type="submit" name="scope" value="all" className="btn-secondary" disabled={total === 0}>
        {t("bulk.applyAll", { count: total })}
      </button>
    </Form>
  );
}

export function BulkConfirmDialog({
  texts,
  actionLabel,
  scope,
  ids,
  filter,
  count,
  tooMany,
  max,
  filterWords,
  closeTo,
  error,
}: {
  texts: BulkTexts;
  actionLabel: string;
  scope: "selected" | "all";
  ids: readonly string[];
  filter: string;
  count: number;
  tooMany: boolean;
  max: number;
  filterWords: readonly string[];
  closeTo: string;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = t(`bulk.${texts}.confirmTitle`, { action: actionLabel, count });
  if (tooMany || count === 0)
    return (
      <RouteDialog title={title} closeTo={closeTo}>
        <p role="alert" className="text-slate-700">
          {tooMany ? t("bulk.tooMany", { max }) : t(`bulk.${texts}.nothingChosen`)}
        </p>
        <div className="mt-6 flex justify-end">
          <Link to={closeTo} className="btn-secondary" preventScrollReset>
            {t("dialog.close")}
          </Link>
        </div>
      </RouteDialog>
    );
  return (
    <ConfirmDialog
      title={title}
      message={
        scope === "all" ? t(`bulk.${texts}.confirmAll`, { count }) : t(`bulk.${texts}.confirmSelected`, { count })
      }
      detail={
        scope === "all" ? (
          filterWords.length ? (
            <ul className="list-inside list-disc text-sm font-normal">
              {filterWords.map((words) => (
                <li key={words}>{words}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm font-normal">{t(`bulk.${texts}.noFilter`)}</p>
          )
        ) : null
      }
      confirmLabel={actionLabel}
      pendingLabel={t("bulk.starting")}
      closeTo={closeTo}
      error={error}
    >
      <input type="hidden" name="action" value={params.get("action") ?? ""} />
      <input type="hidden" name="scope" value={scope} />
      <input type="hidden" name="filter" value={filter} />
      {ids.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
    </ConfirmDialog>
  );
}

export function BulkReportDialog({
  run,
  actionLabel,
  closeTo,
}: {
  run: Omit<BulkRun, "outcomes"> & { outcomes: readonly BulkRun["outcomes"][number][] };
  actionLabel: string;
  closeTo: string;
}) {
  const { t } = useTranslation();
  const running = run.status === "running";
  useRevalidateEvery(1000, { paused: !running });
  const skipped = run.outcomes.filter((outcome) => outcome.outcome === "skipped");
  const failed = run.outcomes.filter((outcome) => outcome.outcome === "failed");
  return (
    <RouteDialog title={t("bulk.reportTitle", { action: actionLabel })} closeTo={closeTo}>
      {running ? (
        // Without JavaScript the report follows the run by reloading itself; with it, the page revalidates instead
        // (a browser running scripts leaves a <noscript>'s content unparsed).
        <noscript>
          <meta httpEquiv="refresh" content="2" />
        </noscript>
      ) : null}
      <div role="status" aria-live="polite">
        <progress value={run.done} max={Math.max(run.total, 1)} className="h-2 w-full" aria-hidden="true" />
        <p className="mt-2 text-slate-700">
          {running
            ? t("bulk.progress", { done: run.done, total: run.total })
            : t("bulk.summary", { succeeded: run.succeeded, skipped: skipped.length, failed: failed.length })}
        </p>
        {run.resumed > 0 ? <p className="mt-1 text-sm text-slate-600">{t("bulkRun.resumed")}</p> : null}
      </div>
      {!running && run.outcomes.length ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">{t("bulk.notChanged")}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t("bulk.row")}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t("bulk.outcome")}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t("bulk.reason")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {run.outcomes.map((outcome, index) => (
              <tr key={`${outcome.id}-${index}`}>
                <td className="py-2 pr-3 font-medium">{outcome.label}</td>
                <td className={`py-2 pr-3 ${outcome.outcome === "failed" ? "text-red-700" : "text-amber-800"}`}>
                  {t(`bulk.outcomes.${outcome.outcome}`)}
                </td>
                <td className="py-2">{outcome.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="mt-6 flex justify-end">
        <Link to={closeTo} className="btn-primary" preventScrollReset>
          {t("dialog.close")}
        </Link>
      </div>
    </RouteDialog>
  );
}
