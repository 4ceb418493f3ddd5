// The reservations screens (the venue's list, the festival list, the event tabs): counts per state that filter the
// list, and in each row only the changes its state allows. Accept and mark used are one click at the door; reject,
// cancel and refund ask first. Without JavaScript every one is a plain form post or link.
import { Link, useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { changeState, toSearchParams } from "~/core/lists/list-query";
import {
  allowedActions,
  needsConfirmation,
  notifiesGuest,
  reservationStatuses,
  type ReservationAction,
} from "~/domains/reservations/reservation-transitions";
import type { ResourceDefinition } from "~/resource/definition";
import { reservationStatusTones } from "~/domains/reservations/reservations.resources";
import { Badge } from "~/ui/shell-kit";
import { Icon } from "~/ui/frame-kit";
import { ConfirmDialog } from "~/ui/forms/confirm-dialog";
import { ResourceListPage } from "~/resource/table-kit";
import { reservationBulkOffer } from "./reservations-bulk-offer";
import type { applyReservationChange, reservationChange, reservationsList } from "./reservations.server";

type Row = Record<string, unknown> & { _id: string; status?: string; code?: string };

function changeHref(base: string, id: string, action: ReservationAction, search: string) {
  return `${base}/${encodeURIComponent(id)}/${action}${search}`;
}

function OneClick({
  base,
  row,
  action,
  search,
}: {
  base: string;
  row: Row;
  action: ReservationAction;
  search: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof applyReservationChange>();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={changeHref(base, row._id, action, search)}
      className="inline-flex items-center gap-2"
    >
      <button
        type="submit"
        className="rounded-md bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        disabled={busy}
        aria-label={t(`reservations.actionNamed.${action}`, { code: row.code ?? "" })}
      >
        {busy ? t("reservations.working") : t(`reservations.actions.${action}`)}
      </button>
      {fetcher.data?.error ? (
        <span role="alert" className="text-xs text-red-700">
          {fetcher.data.error}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

export function ReservationsList({
  resource,
  title,
  description,
  bulk = false,
  actions,
}: {
  resource: ResourceDefinition;
  title?: string;
  description?: string;
  /** Buttons of the heading besides export and create (the event's printable guest list). */
  actions?: ReactNode;
  /** Rows can be accepted, rejected or cancelled in bulk (`{base}/bulk`), on a page or across pages. */
  bulk?: boolean;
}) {
  const { t } = useTranslation();
  const { base, counts, state } = useLoaderData<typeof reservationsList>();
  const { search } = useLocation();
  const hrefFor = (status: string | undefined) => {
    const next = changeState(state, { filters: { status: status ?? "" } });
    const params = toSearchParams(next, resource.list);
    return `?${params}`;
  };
  // Withheld (decision 049): the states are links without numbers, and the page says why.
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : null;
  return (
    <ResourceListPage
      resource={resource}
      title={title}
      description={description}
      actions={actions}
      bulk={bulk ? reservationBulkOffer : undefined}
      before={
        <>
          <nav aria-label={t("reservations.byStatus")} className="mb-4 flex flex-wrap gap-2 text-sm">
            <Link
              to={hrefFor(undefined)}
              aria-current={!state.filters.status ? "true" : undefined}
              className={`rounded-full px-3 py-1 ring-1 ring-slate-200 ${!state.filters.status ? "bg-slate-900 text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`}
              preventScrollReset
            >
              {t("reservations.allStatuses")}
              {total === null ? null : <span className="tabular-nums"> ({total})</span>}
            </Link>
            {reservationStatuses
              .filter((status) => !counts || (counts[status] ?? 0) > 0 || state.filters.status === status)
              .map((status) => (
                <Link
                  key={status}
                  to={hrefFor(status)}
                  aria-current={state.filters.status === status ? "true" : undefined}
                  className={`rounded-full px-3 py-1 ring-1 ring-slate-200 ${state.filters.status === status ? "bg-slate-900 text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`}
                  preventScrollReset
                >
                  {t(`reservationStatuses.${status}`)}
                  {counts ? <span className="tabular-nums"> ({counts[status]})</span> : null}
                </Link>
              ))}
          </nav>
          {counts ? null : (
            <p role="status" className="-mt-2 mb-4 text-xs text-slate-500" data-counts-withheld="">
              {t("list.countsWithheld")}
            </p>
          )}
        </>
      }
      rowExtras={(row: Row) =>
        allowedActions(String(row.status ?? "")).map((action) =>
          needsConfirmation(action) ? (
            <Link
              key={action}
              to={changeHref(base, row._id, action, search)}
              // Every change confirmed first takes the booking away: marked apart from the neutral "Modifica".
              className="row-link-danger text-sm"
              aria-label={t(`reservations.actionNamed.${action}`, { code: row.code ?? "" })}
              preventScrollReset
            >
              <Icon name="x-circle" className="h-4 w-4 shrink-0" />
              {t(`reservations.actions.${action}`)}
            </Link>
          ) : (
            <OneClick key={action} base={base} row={row} action={action} search={search} />
          ),
        )
      }
    />
  );
}

export function ReservationChangeDialog() {
  const { t } = useTranslation();
  const { reservation, action, base } = useLoaderData<typeof reservationChange>();
  const result = useActionData<typeof applyReservationChange>();
  const { search } = useLocation();
  const danger = action === "refund" || action === "reject" || action === "cancel";
  return (
    <ConfirmDialog
      title={t(`reservations.confirmTitle.${action}`, { code: reservation.code ?? "" })}
      message={t(`reservations.confirmText.${action}`)}
      detail={
        <div className="inline-flex items-center gap-2">
          {reservation.code} · {String(reservation.userName ?? "")}
          <Badge tone={reservationStatusTones[reservation.status as keyof typeof reservationStatusTones]}>
            {t(`reservationStatuses.${reservation.status}`)}
          </Badge>
        </div>
      }
      confirmLabel={t(`reservations.actionNamed.${action}`, { code: reservation.code ?? "" })}
      keepLabel={t(`keep.${action}`)}
      notified={notifiesGuest(action) ? t("reservations.guestNotified") : null}
      pendingLabel={t("reservations.working")}
      closeTo={`${base}${search}`}
      tone={danger ? "danger" : "primary"}
      error={result?.error}
    />
  );
}
