// The cloakroom tab of an event, phone-first like the door (issue 23 §3): one field for the coat number or the guest's
// name, the slots as cards headed by their number with their state in words and colour, and the next step as the one
// big button (give the slot to a guest, return the coat, free the slot). A return can be taken back for a few seconds
// with JavaScript; without it the return is confirmed on its own page first. Renaming, closing and removing slots is
// desk work, in a "manage" view of its own. The change as a page is also where a refused post without JavaScript lands.
import { getFormProps, getInputProps } from "@conform-to/react";
import {
  Form,
  Link,
  Outlet,
  useActionData,
  useFetcher,
  useLoaderData,
  useLocation,
  useSearchParams,
} from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
  allowedCloakroomActions,
  cloakroomFieldsOf,
  cloakroomStatuses,
  needsHolder,
  slotUnused,
} from "~/domains/galley-cloakroom/cloakroom-transitions";
import type {
  applyCloakroomChange,
  CloakroomChangeDone,
  cloakroomChangePage,
  cloakroomRangePage,
  cloakroomTab,
  createCloakroomSlots,
} from "~/domains/galley-cloakroom/cloakroom.server";
import { allows } from "~/resource/definition";
import { useHydrated } from "~/ui/use-hydrated";
import { UndoToast, useUndo } from "~/ui/shell/undo-toast";
import { NightSearch } from "./night-search";
import type { Row } from "~/resource/resource.server";
import { useFieldForm } from "~/resource/field-form";
import {
  cloakroomRangeFields,
  cloakroomSlots,
  maxSlotsAtOnce,
} from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { ResourceForm } from "~/resource/resource-form";
import { changeState, toSearchParams } from "~/core/lists/list-query";
import { ErrorList, FormAlert, SubmitButton } from "~/ui/forms/forms";
import { RouteDialog } from "~/ui/forms/route-dialog";

const statusTones: Record<string, string> = {
  free: "bg-emerald-50 text-emerald-800 ring-emerald-600/30",
  taken: "bg-amber-50 text-amber-900 ring-amber-600/30",
  returned: "bg-slate-100 text-slate-700 ring-slate-500/30",
};
const statusEdges: Record<string, string> = {
  free: "border-l-emerald-500",
  taken: "border-l-amber-500",
  returned: "border-l-slate-300",
};

/** The slot's state as a word on its colour: never the colour alone. */
function SlotState({ status, closed }: { status: string; closed: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="mt-1 flex flex-wrap gap-1">
      <span
        className={`inline-flex items-center rounded-full px-2 py-0.5 text-sm font-semibold ring-1 ring-inset ${statusTones[status] ?? statusTones.returned}`}
      >
        {t(`cloakroomSlotStatuses.${status}`, { defaultValue: status })}
      </span>
      {closed ? (
        <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-500/30">
          {t("night.cloakroom.closed")}
        </span>
      ) : null}
    </p>
  );
}

/** Giving a free slot to a guest: their name (or ticket) and one big button, on the card. */
function AssignForm({ base, row }: { base: string; row: Row }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const fetcher = useFetcher<typeof applyCloakroomChange>();
  const lastResult = fetcher.data && "status" in fetcher.data ? fetcher.data : undefined;
  const [form, fields] = useFieldForm({
    id: `cloakroom-${row._id}-assign`,
    fields: cloakroomFieldsOf("assign"),
    lastResult,
  });
  const busy = fetcher.state !== "idle";
  const code = String(row.code ?? "");
  const holder = fields.holderName;
  const { key: holderKey, ...holderProps } = getInputProps(holder, { type: "text" });
  const holderError = holder.errors?.[0];
  return (
    <fetcher.Form
      method="post"
      action={`${base}/${encodeURIComponent(row._id)}/assign${search}`}
      preventScrollReset
      {...getFormProps(form)}
    >
      <div className="flex gap-2">
        <label htmlFor={holder.id} className="sr-only">
          {t("night.cloakroom.holderFor", { code })}
        </label>
        <input
          {...holderProps}
          key={holderKey}
          autoComplete="off"
          className="input min-h-[48px] min-w-0 flex-1 text-base"
          placeholder={t("nightPhone.cloakroom.holderShort")}
        />
        <button
          type="submit"
          className="min-h-[56px] shrink-0 rounded-lg bg-emerald-700 px-4 text-base font-semibold text-white hover:bg-emerald-800 disabled:opacity-70"
          disabled={busy}
          aria-label={t("night.cloakroom.actionNamed.assign", { code })}
        >
          {busy ? t("night.working") : t("night.cloakroom.actions.assign")}
        </button>
      </div>
      {holderError ? (
        <p id={holder.errorId} className="mt-1 text-sm text-red-700">
          {t(holderError)}
        </p>
      ) : null}
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="mt-1 text-sm text-red-700">
          {form.errors.join(" ")}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * Returning a coat (or freeing a slot once returned): one big button. A return is taken back for a few seconds with
 * JavaScript (the answer names the undo, which the tab offers); without it the button opens its confirmation page.
 */
function NextStep({
  base,
  row,
  action,
  onDone,
}: {
  base: string;
  row: Row;
  action: "return" | "release";
  onDone: (done: CloakroomChangeDone) => void;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof applyCloakroomChange>();
  const code = String(row.code ?? "");
  const holder = String(row.holderName ?? "");
  const href = `${base}/${encodeURIComponent(row._id)}/${action}${search}`;
  const done = fetcher.data && "done" in fetcher.data ? fetcher.data : undefined;
  const refused = fetcher.data && "status" in fetcher.data ? fetcher.data.error?.[""] : undefined;
  useEffect(() => {
    if (done) onDone(done);
  }, [done, onDone]);
  const look =
    action === "return"
      ? "bg-brand-600 text-white hover:bg-brand-700"
      : "bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50";
  const button = `inline-flex min-h-[56px] shrink-0 items-center justify-center rounded-lg px-4 text-base font-semibold disabled:opacity-70 ${look}`;
  const label = t(`night.cloakroom.actionNamed.${action}`, { code });
  return (
    <div>
      <div className="flex items-center gap-2">
        <p
          className={`line-clamp-2 min-w-0 flex-1 break-words text-base leading-tight ${action === "return" ? "font-medium text-slate-900" : "text-slate-500"}`}
        >
          {holder}
        </p>
        {hydrated && action === "return" ? (
          <fetcher.Form method="post" action={href} preventScrollReset>
            <input type="hidden" name="undoable" value="1" />
            <button type="submit" className={button} disabled={fetcher.state !== "idle"} aria-label={label}>
              {fetcher.state !== "idle" ? t("night.working") : t(`night.cloakroom.actions.${action}`)}
            </button>
          </fetcher.Form>
        ) : action === "return" ? (
          <Link to={href} className={button} aria-label={label} preventScrollReset>
            {t(`night.cloakroom.actions.${action}`)}
          </Link>
        ) : (
          <fetcher.Form method="post" action={href} preventScrollReset>
            <button type="submit" className={button} disabled={fetcher.state !== "idle"} aria-label={label}>
              {fetcher.state !== "idle" ? t("night.working") : t(`night.cloakroom.actions.${action}`)}
            </button>
          </fetcher.Form>
        )}
      </div>
      {refused?.length ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {refused.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** The desk's work on a slot (rename, close, remove), shown only in the "manage" view: 44 px links, well apart. */
function ManageSlot({ base, row, can }: { base: string; row: Row; can: { edit: boolean; delete: boolean } }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const name = String(row.code ?? "");
  const link =
    "inline-flex min-h-[44px] items-center justify-center rounded-lg px-4 text-base font-semibold ring-1 ring-inset";
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {can.edit ? (
        <Link
          to={`${base}/${encodeURIComponent(row._id)}${search}`}
          className={`${link} text-brand-700 ring-slate-300 hover:bg-slate-50`}
          aria-label={t("list.editNamed", { name })}
          preventScrollReset
        >
          {t("list.edit")}
        </Link>
      ) : null}
      {can.delete && slotUnused(row as { status?: string; holderName?: string }) ? (
        <Link
          to={`${base}/${encodeURIComponent(row._id)}/delete${search}`}
          className={`${link} text-red-700 ring-red-300 hover:bg-red-50`}
          aria-label={t("list.deleteNamed", { name })}
          preventScrollReset
        >
          {t("list.delete")}
        </Link>
      ) : null}
    </div>
  );
}

function SlotCard({
  base,
  row,
  manage,
  can,
  onDone,
}: {
  base: string;
  row: Row;
  manage: boolean;
  can: { edit: boolean; delete: boolean };
  onDone: (done: CloakroomChangeDone) => void;
}) {
  const { t } = useTranslation();
  const status = String(row.status ?? "");
  const closed = row.closed === true;
  const [next] = allowedCloakroomActions(status);
  const headingId = `slot-${row._id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-slot={String(row.code ?? "")}
      className={`flex items-center gap-3 rounded-xl border-l-8 bg-white p-3 shadow-sm ring-1 ring-slate-200 ${statusEdges[status] ?? statusEdges.returned}`}
    >
      <div className="w-24 shrink-0">
        <h3 id={headingId} className="truncate text-2xl font-bold tabular-nums leading-tight text-slate-900">
          {String(row.code ?? "")}
        </h3>
        <SlotState status={status} closed={closed} />
      </div>
      <div className="min-w-0 flex-1">
        {manage ? (
          <ManageSlot base={base} row={row} can={can} />
        ) : next === "assign" ? (
          closed ? (
            <p className="text-base text-slate-600">{t("nightPhone.cloakroom.closedHint")}</p>
          ) : (
            <AssignForm base={base} row={row} />
          )
        ) : next === "return" || next === "release" ? (
          <NextStep base={base} row={row} action={next} onDone={onDone} />
        ) : null}
      </div>
    </article>
  );
}

/** Previous and next page, when there is more than one: links the thumb reaches. */
function Pager({
  total,
  state,
  manage,
}: {
  total: number;
  state: ReturnType<typeof useLoaderData<typeof cloakroomTab>>["state"];
  /** Paging stays in the manage view when in it. */
  manage: boolean;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / state.limit));
  if (pages <= 1) return null;
  const hrefOf = (page: number) => {
    const query = toSearchParams(changeState(state, { page }), cloakroomSlots.list);
    if (manage) query.set("manage", "1");
    return `?${query}`;
  };
  const link =
    "inline-flex min-h-[48px] min-w-[48px] items-center justify-center rounded-lg bg-white px-4 text-base font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50";
  return (
    <nav aria-label={t("list.pagination")} className="flex items-center justify-between gap-2">
      {state.page > 1 ? (
        <Link to={hrefOf(state.page - 1)} className={link} preventScrollReset>
          {t("list.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm tabular-nums text-slate-600">
        {t("nightPhone.cloakroom.page", { page: state.page, pages })}
      </span>
      {state.page < pages ? (
        <Link to={hrefOf(state.page + 1)} className={link} preventScrollReset>
          {t("list.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function CloakroomTab() {
  const { t } = useTranslation();
  const { base, counts, state, rows, total, writable } = useLoaderData<typeof cloakroomTab>();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const manage = params.get("manage") === "1";
  const can = {
    edit: allows(cloakroomSlots, "edit") && writable.edit,
    delete: allows(cloakroomSlots, "delete") && writable.delete,
  };
  const status = state.filters.status ?? "";
  const hrefFor = (next: string | undefined) => {
    const query = toSearchParams(changeState(state, { filters: { status: next ?? "" } }), cloakroomSlots.list);
    if (manage) query.set("manage", "1");
    return `?${query}`;
  };
  const manageHref = () => {
    const query = toSearchParams(state, cloakroomSlots.list);
    if (!manage) query.set("manage", "1");
    const text = query.toString();
    return text ? `?${text}` : base;
  };
  const chip = (active: boolean) =>
    `inline-flex min-h-[44px] shrink-0 items-center gap-1 rounded-full px-4 text-base ring-1 ring-slate-300 ${active ? "bg-slate-900 font-semibold text-white dark:bg-slate-100 dark:text-slate-900" : "bg-white text-slate-800 hover:bg-slate-50"}`;
  const all = counts ? Object.values(counts).reduce((sum, value) => sum + value, 0) : null;
  const undo = useCloakroomUndo(base, search);
  return (
    <div className="mx-auto max-w-xl space-y-4 pb-24">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t("eventTabs.cloakroom")}</h2>
        <p className="text-sm text-slate-600">{t("nightPhone.cloakroom.intro")}</p>
      </div>
      <NightSearch
        id="cloakroom-q"
        base={base}
        q={state.q}
        label={t("nightPhone.cloakroom.search")}
        keep={{ status, ...(manage ? { manage: "1" } : {}) }}
      />
      <nav aria-label={t("night.cloakroom.byStatus")} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-1">
          <li>
            <Link
              to={hrefFor(undefined)}
              aria-current={!status ? "true" : undefined}
              className={chip(!status)}
              preventScrollReset
            >
              {t("night.cloakroom.all")}
              {all === null ? null : <span className="tabular-nums"> ({all})</span>}
            </Link>
          </li>
          {cloakroomStatuses.map((value) => (
            <li key={value}>
              <Link
                to={hrefFor(value)}
                aria-current={status === value ? "true" : undefined}
                className={chip(status === value)}
                preventScrollReset
              >
                {t(`cloakroomSlotStatuses.${value}`)}
                {counts ? <span className="tabular-nums"> ({counts[value] ?? 0})</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {counts ? null : (
        <p role="status" className="text-xs text-slate-500" data-counts-withheld="">
          {t("list.countsWithheld")}
        </p>
      )}
      {manage ? (
        <p className="rounded-lg bg-slate-100 p-3 text-base text-slate-800">{t("nightPhone.cloakroom.manageHint")}</p>
      ) : null}
      {rows.length > 0 ? (
        <ul className="space-y-2" aria-label={t("nightPhone.cloakroom.slots")}>
          {rows.map((row) => (
            <li key={row._id}>
              <SlotCard base={base} row={row} manage={manage} can={can} onDone={undo.offer} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-base text-slate-600">
          {state.q ? t("nightPhone.cloakroom.noResults", { q: state.q }) : t("list.emptyText")}
        </p>
      )}
      <Pager total={total} state={state} manage={manage} />
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <Link to={`${base}/new${search}`} className="btn-secondary min-h-[44px] text-base" preventScrollReset>
          {t("night.cloakroom.range.add")}
        </Link>
        {can.edit || can.delete ? (
          <Link
            to={manageHref()}
            className="btn-secondary min-h-[44px] text-base"
            aria-pressed={manage}
            preventScrollReset
          >
            {manage ? t("nightPhone.cloakroom.manageDone") : t("nightPhone.cloakroom.manage")}
          </Link>
        ) : null}
      </div>
      <UndoToast undo={undo} />
      <Outlet />
    </div>
  );
}

/**
 * The way back from a return: offered for a few seconds after it, it posts the return's inverse to the slot's own
 * change URL (which finds the slot within this event first, like any change), then says what it did.
 */
function useCloakroomUndo(base: string, search: string) {
  const { t } = useTranslation();
  return useUndo<CloakroomChangeDone>({
    offerOf: (done) => ({
      message: t(`night.cloakroom.done.${done.done}`, { code: done.code }),
      undoName: t("nightPhone.undo.cloakroom", { code: done.code }),
      undoable: done.undo !== null,
    }),
    requestOf: (done) =>
      done.undo
        ? { action: `${base}/${encodeURIComponent(done.id)}/${done.undo}${search}`, fields: { undoable: "1" } }
        : null,
    resultOf: (answer) =>
      answer && typeof answer === "object" && "done" in answer
        ? t("nightPhone.undo.cloakroomDone", { code: (answer as CloakroomChangeDone).code })
        : t("nightPhone.undo.failed"),
  });
}

/** The change of one slot as a page: where a post without JavaScript lands when it was refused, with what was typed. */
export function CloakroomChangeDialog() {
  const { t } = useTranslation();
  const { slot, action, base } = useLoaderData<typeof cloakroomChangePage>();
  const answer = useActionData<typeof applyCloakroomChange>();
  const lastResult = answer && "status" in answer ? answer : undefined;
  const [form, fields] = useFieldForm({ id: "cloakroom-change", fields: cloakroomFieldsOf(action), lastResult });
  const { search } = useLocation();
  const code = String(slot.code ?? "");
  const holderName = String(slot.holderName ?? "");
  const { key: holderKey, ...holderProps } = getInputProps(fields.holderName, { type: "text" });
  const holder = fields.holderName;
  return (
    <RouteDialog title={t(`night.cloakroom.actionNamed.${action}`, { code })} closeTo={`${base}${search}`}>
      <FormAlert id={form.errorId} errors={form.errors} />
      {action === "return" ? (
        // Without JavaScript there is no undo: the return is said in full and confirmed here before it is made.
        <p className="text-base text-slate-800">
          {holderName
            ? t("nightPhone.cloakroom.confirmReturn", { code, holder: holderName })
            : t("nightPhone.cloakroom.confirmReturnNoName", { code })}
        </p>
      ) : null}
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
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={`${base}${search}`} className="btn-secondary min-h-[48px] text-base" preventScrollReset>
            {t(`night.cloakroom.keep.${action}`)}
          </Link>
          <SubmitButton className="btn-primary min-h-[56px] px-6 text-base" pendingText={t("night.working")}>
            {t(`night.cloakroom.actionNamed.${action}`, { code })}
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
