// A cloakroom slot as a card on the phone: its number as the headline, its state in a word on its colour, and the next
// step (cloakroom-slot-steps.tsx), or in the "manage" view the desk's links to rename or remove it.
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { allowedCloakroomActions, slotUnused } from "~/domains/galley-cloakroom/cloakroom-transitions";
import type { CloakroomChangeDone } from "~/domains/galley-cloakroom/cloakroom.server";
import type { Row } from "~/resource/resource.server";
import { AssignForm, NextStep } from "./cloakroom-slot-steps";

export const statusTones: Record<string, string> = {
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

/** One slot: its number and state, then its next step or, in the "manage" view, the desk's links. */
export function SlotCard({
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
      {/* As wide as its number or its widest state, so a state's word never runs past the card. */}
      <div className="max-w-[45%] shrink-0">
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
