// The dialogs of a bulk action on a list (decision 023), each shown by a route of its own (resource/bulk-pages.tsx):
// the picker when no action was chosen, the confirmation that names the action, the count and the filter, and the run's
// report, which follows its progress (revalidating with JavaScript; without, the page refreshes itself) and ends with
// what was changed and each row that was not, with the reason. The bar that starts them is in bulk.tsx.
import { Form, Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { BulkRun, BulkTexts } from "~/core/lists/bulk";
import { ConfirmDialog } from "../forms/confirm-dialog";
import { RouteDialog } from "../forms/route-dialog";
import { useRevalidateEvery } from "../live/use-revalidate-every";
import { ActionOptions, type BulkChoice } from "./bulk";

/** A row the run will leave as it is, and why. */
export type BulkSkip = { label: string; reason: string };

/** With no action chosen (a bar sent without one, without JavaScript): the picker again, the rest kept. */
export function BulkChooseActionDialog({
  texts,
  choices,
  chosenRows,
  closeTo,
}: {
  texts: BulkTexts;
  choices: readonly BulkChoice[];
  /** How many rows were ticked (none for "all matching"): said, so the user sees they are kept. */
  chosenRows: number;
  closeTo: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kept = [...params].filter(([name]) => name !== "action");
  return (
    <RouteDialog title={t("bulkRun.chooseActionTitle")} closeTo={closeTo}>
      {chosenRows > 0 ? (
        <p className="mb-4 text-slate-700">{t(`bulk.${texts}.confirmSelected`, { count: chosenRows })}</p>
      ) : null}
      <Form method="get" preventScrollReset noValidate>
        {kept.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="bulk-action-again" className="label">
          {t(`bulk.${texts}.picker`)}
        </label>
        <select
          id="bulk-action-again"
          name="action"
          className="input mt-1"
          defaultValue=""
          aria-invalid
          aria-describedby="bulk-action-again-error"
        >
          <ActionOptions choices={choices} />
        </select>
        <p id="bulk-action-again-error" className="mt-1 text-sm text-red-700">
          {t("bulkRun.actionMissing")}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Link to={closeTo} className="btn-secondary" preventScrollReset>
            {t("dialog.cancel")}
          </Link>
          <button type="submit" className="btn-primary">
            {t("bulkRun.continue")}
          </button>
        </div>
      </Form>
    </RouteDialog>
  );
}

/** What the run will skip and why, as the confirmation says it before anything is sent. */
function SkipList({ skips, count }: { skips: readonly BulkSkip[]; count: number }) {
  const { t } = useTranslation();
  if (count === 0) return <p className="mt-3 text-sm font-normal text-slate-700">{t("bulkRun.skipNone")}</p>;
  return (
    <div className="mt-3">
      <p id="bulk-skips" className="text-sm font-semibold">
        {t("bulkRun.skipHeading", { count })}
      </p>
      <ul
        aria-labelledby="bulk-skips"
        className="mt-1 max-h-48 list-inside list-disc space-y-1 overflow-y-auto text-sm font-normal"
      >
        {skips.map((skip, index) => (
          <li key={`${skip.label}-${index}`}>
            <span className="font-semibold">{skip.label}</span>: {skip.reason}
          </li>
        ))}
      </ul>
      {count > skips.length ? (
        <p className="mt-1 text-sm font-normal">{t("bulkRun.skipMore", { count: count - skips.length })}</p>
      ) : null}
    </div>
  );
}

export function BulkConfirmDialog({
  texts,
  action,
  actionLabel,
  scope,
  ids,
  filter,
  count,
  tooMany,
  max,
  filterWords,
  dangerous,
  skips,
  skipCount,
  named,
  notifies,
  closeTo,
  error,
}: {
  texts: BulkTexts;
  /** The action's key: a kind may title an action in words of its own (orders are "marked delivered"). */
  action: string;
  actionLabel: string;
  scope: "selected" | "all";
  ids: readonly string[];
  filter: string;
  count: number;
  tooMany: boolean;
  max: number;
  filterWords: readonly string[];
  /** A destructive action, or any run on all matching: confirmed in the danger tone. */
  dangerous: boolean;
  skips: readonly BulkSkip[];
  skipCount: number;
  /** The chosen rows by name, when they are few (none otherwise). */
  named: readonly string[];
  /** Whether the upstream tells the rows' people of the change. */
  notifies: boolean;
  closeTo: string;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // A sentence: "Disattiva 3 utenti"; a kind whose action labels are states words its own ("Segna consegnati 3 ordini").
  const title = t([`bulk.${texts}.titles.${action}`, `bulk.${texts}.confirmTitle`], { action: actionLabel, count });
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
      tone={dangerous ? "danger" : "primary"}
      message={
        scope === "all" ? t(`bulk.${texts}.confirmAll`, { count }) : t(`bulk.${texts}.confirmSelected`, { count })
      }
      detail={
        <>
          {scope === "all" ? (
            filterWords.length ? (
              <ul aria-label={t("bulkRun.filterHeading")} className="list-inside list-disc text-sm font-normal">
                {filterWords.map((words) => (
                  <li key={words}>{words}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm font-normal">{t(`bulk.${texts}.noFilter`)}</p>
            )
          ) : null}
          {named.length ? (
            <ul aria-label={t("bulkRun.namedHeading")} className="mt-2 flex flex-wrap gap-1.5 text-sm font-normal">
              {named.map((name, index) => (
                <li key={`${name}-${index}`} className="rounded bg-slate-100 px-2 py-0.5 font-medium">
                  {name}
                </li>
              ))}
            </ul>
          ) : null}
          <SkipList skips={skips} count={skipCount} />
        </>
      }
      notified={notifies ? t(`bulk.${texts}.notified`, { count }) : null}
      confirmLabel={title}
      keepLabel={t(`keep.${action}`, { count })}
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
            : t("bulk.summary", {
                changed: t("bulk.counts.changed", { count: run.succeeded }),
                skipped: t("bulk.counts.skipped", { count: skipped.length }),
                failed: t("bulk.counts.failed", { count: failed.length }),
              })}
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
