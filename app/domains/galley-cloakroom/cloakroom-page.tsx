// The cloakroom tab of an event, phone-first like the door (the staff work it standing, on a phone): one field for the
// coat number or the guest's name, the slots as cards (cloakroom-slot-card.tsx) with the next step as the one big
// button. A return can be taken back for a few seconds with JavaScript; without it the return is confirmed on its own
// page first (cloakroom-change-dialog.tsx). Renaming, closing and removing slots is desk work, in a "manage" view.
import { Link, Outlet, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cloakroomStatuses } from "~/domains/galley-cloakroom/cloakroom-transitions";
import type { CloakroomChangeDone, cloakroomTab } from "~/domains/galley-cloakroom/cloakroom.server";
import { cloakroomSlots } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { changeState, toSearchParams } from "~/core/lists/list-query";
import { allows } from "~/resource/definition";
import { UndoToast } from "~/ui/shell/undo-toast";
import { SlotCard } from "./cloakroom-slot-card";
import { NightSearch } from "./night-search";
import { useNightUndo } from "./night-undo";

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
  // A return taken back posts its inverse to the slot's own change URL, checked there like any change.
  const undo = useNightUndo<CloakroomChangeDone>({
    said: (done) => t(`night.cloakroom.done.${done.done}`, { code: done.code }),
    undoName: (done) => t("nightPhone.undo.cloakroom", { code: done.code }),
    inverseOf: (done, inverse) => ({ action: `${base}/${encodeURIComponent(done.id)}/${inverse}${search}` }),
    undone: (answer) => t("nightPhone.undo.cloakroomDone", { code: answer.code }),
  });
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
          <Link to={manageHref()} className="btn-secondary min-h-[44px] text-base" preventScrollReset>
            {manage ? t("nightPhone.cloakroom.manageDone") : t("nightPhone.cloakroom.manage")}
          </Link>
        ) : null}
      </div>
      <UndoToast undo={undo} />
      <Outlet />
    </div>
  );
}
