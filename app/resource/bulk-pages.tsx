// The pages of a list's bulk routes (app/resource/bulk.server.ts): the confirmation (or the action picker again when
// none was chosen) and the run's report, as dialogs over the list, named by the action the run applies.
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BulkChooseActionDialog, BulkConfirmDialog, BulkReportDialog } from "~/ui/lists/bulk-dialogs";
import type { bulkConfirm, bulkReport, startBulkRun } from "./bulk.server";

const withQuery = (base: string, query: string) => `${base}${query ? `?${query}` : ""}`;

/** `{list}/bulk`: the confirmation of a bulk action, or the action picker again when none was chosen. */
export function BulkConfirmPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof bulkConfirm>();
  const result = useActionData<typeof startBulkRun>();
  const closeTo = withQuery(data.base, data.filter);
  const choices = data.choices.map((choice) => ({ value: choice.value, label: t(choice.label) }));
  if (data.action === null)
    return (
      <BulkChooseActionDialog
        texts={data.texts}
        choices={choices}
        chosenRows={data.scope === "selected" ? data.ids.length : 0}
        closeTo={closeTo}
      />
    );
  return (
    <BulkConfirmDialog
      texts={data.texts}
      action={data.action}
      actionLabel={t(data.actionLabel)}
      scope={data.scope}
      ids={data.ids}
      filter={data.filter}
      count={data.count}
      tooMany={data.tooMany}
      max={data.max}
      filterWords={data.filterWords}
      dangerous={data.dangerous}
      skips={data.skips}
      skipCount={data.skipCount}
      named={data.named}
      notifies={data.notifies}
      closeTo={closeTo}
      error={result && "error" in result ? result.error : null}
    />
  );
}

/** `{list}/bulk/:runId`: the run's progress and report. */
export function BulkReportPage() {
  const { t } = useTranslation();
  const { run, actionLabel, back, base } = useLoaderData<typeof bulkReport>();
  return <BulkReportDialog run={run} actionLabel={t(actionLabel)} closeTo={withQuery(base, back)} />;
}
