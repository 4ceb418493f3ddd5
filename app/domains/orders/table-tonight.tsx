// A table of the night, inside its detail dialog over the floor: its state, and what staff do
// from it: seat a booked reservation (its check-in), move a reservation to another open table with room, free the
// table, close it for the night or open it again. Each is a form post to the detail route; the floor's data (read by
// the tab's loader beneath the dialog) gives the state; the tables a reservation may move to are searched (ten a page).
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useLocation, useNavigation, useParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/ui/shell-kit";
import { reservationStatusTones } from "~/domains/reservations/reservations.resources";
import { enterableStatuses } from "~/domains/reservations/reservation-transitions";
import type { FoundOptions } from "~/core/lists/option";
import { SearchedSelect } from "~/ui/forms/searched-select";
import { moveSearchButton, moveSearchField } from "./table-move";
import { tableStateTones } from "./table-map-page";
import type { tableFloor, tableNightAction } from "./table-map.server";

/** The floor of the night as the tables tab's loader answers it (the route reads it and hands it here). */
export type Floor = SerializeFrom<typeof tableFloor>;

const smallButton =
  "inline-flex min-h-[44px] items-center justify-center rounded-md px-3 text-sm font-semibold disabled:opacity-60";

export function TableTonight({ floor, targets }: { floor: Floor | undefined; targets: FoundOptions }) {
  const { id: eventId, recordId } = useParams();
  const { t } = useTranslation();
  const { search } = useLocation();
  const answer = useActionData<typeof tableNightAction>();
  // Without JavaScript a move's table search comes back as the action's answer, for the guest it was made for.
  const searched = answer && "search" in answer ? answer.search : undefined;
  const refusal = answer && !("search" in answer) ? answer : undefined;
  const busy = useNavigation().state === "submitting";
  const tile = floor?.areas.flatMap((area) => area.tiles).find((one) => one.id === recordId);
  if (!floor || !tile) return null;
  const general = refusal?.error && !refusal.field ? refusal.error : null;
  return (
    <section
      aria-label={t("tableMap.tonight")}
      className="mb-6 space-y-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-800">
          {t("tableMap.tonight")}:{" "}
          <Badge tone={tableStateTones[tile.state]}>{t(`tableMap.states.${tile.state}`)}</Badge>
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={`${floor.base}/${encodeURIComponent(tile.id)}${search}`} className="btn-secondary">
            {t("tableMap.editTable")}
          </Link>
          {tile.held > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="free" />
              <button type="submit" className="btn-secondary" disabled={busy}>
                {t("tableMap.free", { count: tile.held })}
              </button>
            </Form>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value={tile.state === "closed" ? "open" : "close"} />
            <button type="submit" className="btn-secondary" disabled={busy}>
              {tile.state === "closed" ? t("tableMap.open") : t("tableMap.close")}
            </button>
          </Form>
        </div>
      </div>
      {general ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {general}
        </p>
      ) : null}
      {tile.guests.length === 0 ? (
        <p className="text-sm text-slate-600">{t("tableMap.nobody")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm" aria-label={t("tableMap.booked")}>
          {tile.guests.map((guest) => {
            const fieldId = `move-${guest.reservationId}`;
            const error =
              refusal?.field === "to" && refusal.reservationId === guest.reservationId ? refusal.error : null;
            return (
              <li key={guest.reservationId} className="space-y-2 py-2" data-testid="table-guest">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <span className="font-medium text-slate-900">{guest.name}</span>{" "}
                    <span className="font-mono text-slate-600">{guest.code}</span> ·{" "}
                    {t("tableMap.people", { count: guest.quantity })}
                  </span>
                  <span className="flex items-center gap-2">
                    <Badge tone={reservationStatusTones[guest.status as keyof typeof reservationStatusTones]}>
                      {t(`reservationStatuses.${guest.status}`)}
                    </Badge>
                    {(enterableStatuses as readonly string[]).includes(guest.status) ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="seat" />
                        <input type="hidden" name="reservationId" value={guest.reservationId} />
                        <button
                          type="submit"
                          disabled={busy}
                          className={`${smallButton} bg-emerald-700 text-white hover:bg-emerald-800`}
                          aria-label={t("tableMap.seatNamed", { name: guest.name })}
                        >
                          {t("tableMap.seat")}
                        </button>
                      </Form>
                    ) : null}
                  </span>
                </div>
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="reservationId" value={guest.reservationId} />
                  <div className="min-w-0 flex-1">
                    <label htmlFor={fieldId} className="label">
                      {t("tableMap.moveTo", { name: guest.name })}
                    </label>
                    <SearchedSelect
                      id={fieldId}
                      name="to"
                      label={t("tableMap.moveTo", { name: guest.name })}
                      source={`/events/${eventId}/tables/${encodeURIComponent(tile.id)}/targets`}
                      found={searched?.reservationId === guest.reservationId ? searched.found : targets}
                      value=""
                      emptyLabel={t("list.choose")}
                      searchName={moveSearchField}
                      searchButton={{ name: moveSearchButton, value: "1" }}
                      invalid={Boolean(error)}
                      describedBy={error ? `${fieldId}-error` : undefined}
                    />
                  </div>
                  <button type="submit" className="btn-secondary" disabled={busy}>
                    {t("tableMap.move")}
                  </button>
                  {error ? (
                    <p id={`${fieldId}-error`} className="w-full text-sm text-red-700">
                      {error}
                    </p>
                  ) : null}
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
