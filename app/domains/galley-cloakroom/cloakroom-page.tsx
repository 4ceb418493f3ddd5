// The cloakroom tab of an event: its slots counted per state, one-click changes of a slot, and the change as a page
// where a post without JavaScript lands when it was refused.
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EventTabList } from "~/domains/events/event-workspace";
import {
  allowedCloakroomActions,
  cloakroomFieldsOf,
  cloakroomStatuses,
  needsHolder,
  slotUnused,
  type CloakroomAction,
} from "~/domains/galley-cloakroom/cloakroom-transitions";
import type {
  applyCloakroomChange,
  cloakroomChangePage,
  cloakroomRangePage,
  cloakroomTab,
  createCloakroomSlots,
} from "~/domains/galley-cloakroom/cloakroom.server";
import type { Row } from "~/resource/resource.server";
import { useFieldForm } from "~/resource/field-form";
import {
  cloakroomRangeFields,
  cloakroomSlots,
  maxSlotsAtOnce,
} from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { ResourceForm } from "~/resource/resource-form";
import { changeState, toSearchParams } from "~/core/list-query";
import { ErrorList, FormAlert, SubmitButton } from "~/ui/forms";
import { RouteDialog } from "~/ui/route-dialog";

function CloakroomChange({ base, row, action }: { base: string; row: Row; action: CloakroomAction }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const fetcher = useFetcher<typeof applyCloakroomChange>();
  const [form, fields] = useFieldForm({
    id: `cloakroom-${row._id}-${action}`,
    fields: cloakroomFieldsOf(action),
    lastResult: fetcher.data,
  });
  const busy = fetcher.state !== "idle";
  const code = String(row.code ?? "");
  const holder = fields.holderName;
  const { key: holderKey, ...holderProps } = getInputProps(holder, { type: "text" });
  const holderError = holder.errors?.[0];
  return (
    <fetcher.Form
      method="post"
      action={`${base}/${encodeURIComponent(row._id)}/${action}${search}`}
      className="inline-flex flex-wrap items-start gap-2"
      preventScrollReset
      {...getFormProps(form)}
    >
      {needsHolder(action) ? (
        <span className="inline-flex flex-col">
          <label htmlFor={holder.id} className="sr-only">
            {t("night.cloakroom.holderFor", { code })}
          </label>
          <input
            {...holderProps}
            key={holderKey}
            className="input w-40 py-1 text-sm"
            placeholder={t("night.cloakroom.holderPlaceholder")}
          />
          {holderError ? (
            <span id={holder.errorId} className="mt-0.5 text-xs text-red-700">
              {t(holderError)}
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
      {form.errors?.length ? (
        <span id={form.errorId} role="alert" className="text-xs text-red-700">
          {form.errors.join(" ")}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

export function CloakroomTab() {
  const { t } = useTranslation();
  const { base, counts, state } = useLoaderData<typeof cloakroomTab>();
  const { search } = useLocation();
  const hrefFor = (status: string | undefined) =>
    `?${toSearchParams(changeState(state, { filters: { status: status ?? "" } }), cloakroomSlots.list)}`;
  const chip = (active: boolean) =>
    `rounded-full px-3 py-1 ring-1 ring-slate-200 ${active ? "bg-slate-900 text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`;
  const total = Object.values(counts).reduce((sum, value) => sum + value, 0);
  return (
    <EventTabList
      resource={cloakroomSlots}
      tab="cloakroom"
      before={
        <nav aria-label={t("night.cloakroom.byStatus")} className="mb-4 flex flex-wrap gap-2 text-sm">
          <Link
            to={hrefFor(undefined)}
            aria-current={!state.filters.status ? "true" : undefined}
            className={chip(!state.filters.status)}
            preventScrollReset
          >
            {t("night.cloakroom.all")} <span className="tabular-nums">({total})</span>
          </Link>
          {cloakroomStatuses.map((status) => (
            <Link
              key={status}
              to={hrefFor(status)}
              aria-current={state.filters.status === status ? "true" : undefined}
              className={chip(state.filters.status === status)}
              preventScrollReset
            >
              {t(`cloakroomSlotStatuses.${status}`)} <span className="tabular-nums">({counts[status] ?? 0})</span>
            </Link>
          ))}
        </nav>
      }
      actions={
        <Link to={`${base}/new${search}`} className="btn-primary" preventScrollReset>
          {t("night.cloakroom.range.add")}
        </Link>
      }
      // A slot is removed only while never used; a closed one is not given to a guest.
      rowAllows={(row, action) => action !== "delete" || slotUnused(row as { status?: string; holderName?: string })}
      rowExtras={(row) =>
        allowedCloakroomActions(String(row.status ?? ""))
          .filter((action) => !(action === "assign" && row.closed === true))
          .map((action) => <CloakroomChange key={action} base={base} row={row} action={action} />)
      }
    />
  );
}

/** The change of one slot as a page: where a post without JavaScript lands when it was refused, with what was typed. */
export function CloakroomChangeDialog() {
  const { t } = useTranslation();
  const { slot, action, base } = useLoaderData<typeof cloakroomChangePage>();
  const lastResult = useActionData<typeof applyCloakroomChange>();
  const [form, fields] = useFieldForm({ id: "cloakroom-change", fields: cloakroomFieldsOf(action), lastResult });
  const { search } = useLocation();
  const code = String(slot.code ?? "");
  const { key: holderKey, ...holderProps } = getInputProps(fields.holderName, { type: "text" });
  const holder = fields.holderName;
  return (
    <RouteDialog title={t(`night.cloakroom.actionNamed.${action}`, { code })} closeTo={`${base}${search}`}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <Form method="post" className="mt-4 space-y-4" preventScrollReset {...getFormProps(form)}>
        {needsHolder(action) ? (
          <div>
            <label htmlFor={holder.id} className="label">
              {t("night.cloakroom.holder")}
            </label>
            <input
              {...holderProps}
              key={holderKey}
              className="input mt-1"
              placeholder={t("night.cloakroom.holderPlaceholder")}
            />
            <ErrorList id={holder.errorId} errors={holder.errors} />
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

/** One slot or a numbered range of them, made at once. */
export function CloakroomRangeDialog() {
  const { t } = useTranslation();
  const { values, base } = useLoaderData<typeof cloakroomRangePage>();
  const lastResult = useActionData<typeof createCloakroomSlots>();
  const { search } = useLocation();
  return (
    <RouteDialog title={t("night.cloakroom.range.title")} closeTo={`${base}${search}`}>
      <p className="mb-4 text-sm text-slate-600">{t("night.cloakroom.range.intro", { max: maxSlotsAtOnce })}</p>
      <ResourceForm
        id="cloakroom-range-form"
        fields={cloakroomRangeFields}
        values={values}
        options={{}}
        optionsSource=""
        pickImages={false}
        lastResult={lastResult}
        cancelTo={`${base}${search}`}
        submitLabel={t("night.cloakroom.range.submit")}
      />
    </RouteDialog>
  );
}
