// The cloakroom tab of an event: its slots counted per state, one-click changes of a slot, and the change as a page
// where a post without JavaScript lands when it was refused.
import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EventTabList } from "~/domains/events/event-workspace";
import { allowedCloakroomActions, cloakroomStatuses, needsHolder, type CloakroomAction } from "~/domains/galley-cloakroom/cloakroom-transitions";
import { cloakroomSlots } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { changeState, toSearchParams, type ListState } from "~/core/list-query";
import { ErrorList, FormAlert, SubmitButton } from "~/ui/forms";
import { RouteDialog } from "~/ui/route-dialog";

type Row = Record<string, unknown> & { _id: string };

type CloakroomResult = { error?: string; holderError?: string; holderName?: string };

type CloakroomData = { base: string; counts: Record<string, number>; state: ListState };

function CloakroomChange({ base, row, action }: { base: string; row: Row; action: CloakroomAction }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const fetcher = useFetcher<CloakroomResult>();
  const result = fetcher.data;
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
  const { base, counts, state } = useLoaderData<CloakroomData>();
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
  const { slot, action, base } = useLoaderData<{ slot: Row & { code?: string; status?: string }; action: CloakroomAction; base: string }>();
  const result = useActionData<CloakroomResult>();
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
