// A guest's card at the door: who, the reservation, its list and promoter, what to know (VIP, a free drink), who is in
// already (a group enters in parts), and what the door may do: let them in (all, or some of a group), or undo an entry.
// Every action is a form that posts without JavaScript; with it, a check-in goes through the phone's queue.
import { Form } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime, Badge, useHydrated } from "~/ui/shell-kit";
import type { DoorEntryView, DoorResult } from "./door.server";
import type { QueuedCheckIn } from "./door-store";
import { reservationStatusTones } from "./reservations.resources";

type Translate = ReturnType<typeof useTranslation>["t"];

export function GuestCard({
  result,
  q,
  base,
  waiting,
  onCheckIn,
  onUndo,
  focusAction = false,
}: {
  result: DoorResult;
  q: string;
  base: string;
  waiting: QueuedCheckIn | undefined;
  /** With JavaScript: the tap goes through the phone's queue instead of the form's post. */
  onCheckIn?: (result: DoorResult, persons: number | undefined) => void;
  /** With JavaScript: an undo answered in place, like a check-in. */
  onUndo?: (entryId: string, reason: string) => void;
  /** The card a scan asked to confirm: its button takes the focus, so Enter lets them in. */
  focusAction?: boolean;
}) {
  const { t } = useTranslation();
  const { verdict } = result;
  const status = verdict.kind === "entered" ? "used" : result.status;
  const flags = (["vip", "vipTemporary", "gift", "freeDrink"] as const).filter((flag) => result.flags[flag]);
  return (
    <article
      aria-labelledby={`guest-${result._id}`}
      data-verdict={waiting ? "waiting" : verdict.kind}
      className={`rounded-xl border-2 bg-white p-4 shadow-sm ${
        verdict.kind === "enter"
          ? "border-emerald-500"
          : verdict.kind === "entered"
            ? "border-slate-300"
            : "border-red-400"
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`guest-${result._id}`} className="break-words text-xl font-semibold text-slate-900">
            {result.name || result.code}
          </h3>
          <p className="text-sm text-slate-600">
            {result.code}
            {verdict.kind !== "refused" ? ` · ${t("door.guests", { count: verdict.persons })}` : ""}
          </p>
        </div>
        <Badge tone={reservationStatusTones[status as keyof typeof reservationStatusTones] ?? "slate"}>
          {t(`reservationStatuses.${status}`, { defaultValue: status })}
        </Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <DoorFact label={t("fields.list")} value={result.list} />
        <DoorFact label={t("door.promoter")} value={result.promoter} />
        <DoorFact label={t("fields.table")} value={result.table} />
        {result.eventName ? <DoorFact label={t("door.event")} value={result.eventName} /> : null}
      </dl>
      {flags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("door.flags")}>
          {flags.map((flag) => (
            <li key={flag}>
              <Badge tone={flag === "gift" || flag === "freeDrink" ? "blue" : "amber"}>{t(`door.flag.${flag}`)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 space-y-3">
        {verdict.kind === "enter" ? (
          <>
            {verdict.admitted > 0 ? (
              <p className="rounded-lg bg-emerald-50 px-4 py-2 text-base font-medium text-emerald-900">
                {t("door.partly", { admitted: verdict.admitted, persons: verdict.persons })}
              </p>
            ) : null}
            <CheckInForm
              result={result}
              left={verdict.persons - verdict.admitted}
              q={q}
              base={base}
              waiting={waiting}
              onCheckIn={onCheckIn}
              focusAction={focusAction}
            />
          </>
        ) : verdict.kind === "entered" ? (
          <p className="rounded-lg bg-slate-100 px-4 py-3 text-base font-medium text-slate-800">
            {enteredText(t, verdict)}
          </p>
        ) : (
          <p className="rounded-lg bg-red-50 px-4 py-3 text-base font-medium text-red-800" role="note">
            {t(`door.refused.${verdict.reason}`)}
          </p>
        )}
        {result.entries.length > 0 ? <EntryList entries={result.entries} q={q} base={base} onUndo={onUndo} /> : null}
      </div>
    </article>
  );
}

/** Let them in: everyone not yet in, or (a group arriving in parts) as many as walk in now. */
function CheckInForm({
  result,
  left,
  q,
  base,
  waiting,
  onCheckIn,
  focusAction,
}: {
  result: DoorResult;
  left: number;
  q: string;
  base: string;
  waiting: QueuedCheckIn | undefined;
  onCheckIn?: (result: DoorResult, persons: number | undefined) => void;
  focusAction: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [persons, setPersons] = useState(left);
  return (
    <Form
      method="post"
      action={`${base}/${encodeURIComponent(result._id)}`}
      className="flex items-stretch gap-2"
      onSubmit={(event) => {
        if (!onCheckIn) return;
        event.preventDefault();
        onCheckIn(result, persons < left ? persons : undefined);
        // A scan asked for this confirmation: the field is the scanner's again for the next guest.
        if (focusAction) document.getElementById("door-q")?.focus();
      }}
    >
      <input type="hidden" name="q" value={q} />
      {left > 1 ? (
        <label className="flex flex-col text-xs font-medium text-slate-600">
          {t("door.persons")}
          <select
            name="persons"
            value={persons}
            onChange={(event) => setPersons(Number(event.currentTarget.value))}
            className="input mt-1 min-h-[48px] w-20 text-lg"
          >
            {Array.from({ length: left }, (_, index) => left - index).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button
        type="submit"
        disabled={waiting !== undefined}
        // A scan that asks to confirm puts the doorman's thumb (and Enter) here.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusAction}
        className="min-h-[56px] flex-1 self-end rounded-lg bg-emerald-700 px-4 text-lg font-semibold text-white hover:bg-emerald-800 disabled:opacity-70"
      >
        {waiting
          ? t("door.waitingSince", { time: formatTime(waiting.tappedAt) })
          : left > 1 && hydrated
            ? persons === left
              ? t("door.checkInAll", { count: left })
              : t("door.checkInPersons", { count: persons, total: left })
            : t("door.checkIn")}
      </button>
    </Form>
  );
}

/** The entries still standing, each with its undo: at once for its maker within minutes, else with a reason. */
function EntryList({
  entries,
  q,
  base,
  onUndo,
}: {
  entries: DoorEntryView[];
  q: string;
  base: string;
  onUndo?: (entryId: string, reason: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2" aria-label={t("door.entries")}>
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700">
          <p>
            {t("door.entryLine", {
              count: entry.persons,
              time: formatTime(entry.at),
              by: entry.by,
              device: entry.device,
            })}
            {entry.offline ? ` · ${t("door.entryOffline")}` : ""}
          </p>
          <Form
            method="post"
            action={`${base}/undo`}
            className="mt-2"
            onSubmit={(event) => {
              if (!onUndo) return;
              event.preventDefault();
              onUndo(entry.id, String(new FormData(event.currentTarget).get("reason") ?? ""));
            }}
          >
            <input type="hidden" name="entryId" value={entry.id} />
            <input type="hidden" name="q" value={q} />
            {entry.undo === "now" ? (
              <button type="submit" className="btn-secondary min-h-[44px] w-full text-base">
                {t("door.undo.button", { count: entry.persons })}
              </button>
            ) : (
              <details>
                <summary className="min-h-[44px] cursor-pointer py-2 font-medium text-slate-700">
                  {t("door.undo.later")}
                </summary>
                <label className="mt-1 block text-sm font-medium text-slate-700" htmlFor={`undo-reason-${entry.id}`}>
                  {t("door.undo.reason")}
                </label>
                <div className="mt-1 flex gap-2">
                  <input
                    id={`undo-reason-${entry.id}`}
                    name="reason"
                    required
                    minLength={3}
                    maxLength={200}
                    className="input min-h-[44px] flex-1"
                  />
                  <button
                    type="submit"
                    className="min-h-[44px] rounded-md bg-red-700 px-3 text-base font-semibold text-white hover:bg-red-800"
                  >
                    {t("door.undo.button", { count: entry.persons })}
                  </button>
                </div>
              </details>
            )}
          </Form>
        </li>
      ))}
    </ul>
  );
}

function DoorFact({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{value ?? "—"}</dd>
    </>
  );
}

/** "In at 23:41, let in by Matteo Gallo on iPhone · Safari", with as much as the door knows. */
export function enteredText(
  t: Translate,
  { at, by, device }: { at: string | null; by?: string | null; device?: string | null },
) {
  if (!at) return t("door.alreadyIn");
  if (by && device) return t("door.enteredAtByOn", { time: formatTime(at), by, device });
  return by ? t("door.enteredAtBy", { time: formatTime(at), by }) : t("door.enteredAt", { time: formatTime(at) });
}
