// The door of a night (decisions 031 and 048), phone-first and for one hand: a compact bar of counters on top, one
// field (typed, a scanner's code and Enter, the camera), the big result of the latest scan, and a card per guest.
// Without JavaScript the search is a GET form and every action a form post that comes back to the same search with
// its result. With it, a scan checks in at once, and through a dead signal the page keeps working: a quiet "offline"
// line, answers from tonight's guest list kept on the phone (from the first paint of a page the phone kept), and
// taps waiting in the phone's storage with their time, sent in order when the network is back.
import { useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatTime, useHydrated } from "~/ui/shell-kit";
import { useLiveLoaderData, useLiveRefresh } from "~/ui/live/live-data";
import { LiveStatusLine } from "~/ui/live/live-status";
import { resultLimit, searchGuests } from "./door";
import type { DoorResult, doorPage } from "./door.server";
import type { CheckInOutcome } from "./door-entries.server";
import { GuestCard, enteredText } from "./door-card";
import { DoorCounters } from "./door-counters";
import { DoorResultBanner } from "./door-result";
import { DoorSearch } from "./door-search";
import type { GuestList, QueuedCheckIn } from "./door-store";
import {
  refreshMs,
  useCheckIns,
  useDoorPageKept,
  useKeptGuestList,
  useServedFromKeptCopy,
  type DoorFlash,
  type LateOutcome,
} from "./door-sync";

const shownOutcomes = ["entered", "already", "refused", "undone", "unknown", "confirm", "failed"] as const;

export function DoorTab() {
  const { data, status } = useLiveLoaderData<typeof doorPage>();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useLiveRefresh(refreshMs, status);
  // A page the service worker kept, served because the network failed, is offline from its first paint, until a
  // refresh gets through.
  const servedKept = useServedFromKeptCopy() && status.loads <= 1;
  const offline = status.unreachableSince !== null || servedKept;
  const hydrated = useHydrated();
  const kept = useKeptGuestList(data, status);
  const door = useCheckIns(data, status, kept, offline);
  // The search in the address bar: typed offline, it has no answer of the server's, so the kept list answers it.
  // Until hydrated, the search the page was drawn with: a kept page drawn for another search hydrates as drawn.
  const q = hydrated ? (params.get("q") ?? "").trim() : data.q;
  const fromKeptList = offline && q !== data.q;
  const found = fromKeptList ? (kept ? searchGuests(kept.guests, q, resultLimit) : null) : data.results;
  // What this page learnt from its own writes comes first; the next refresh brings the same from the server.
  const fresh = (result: DoorResult) => {
    const learnt = door.outcomes[result._id];
    return learnt && "result" in learnt ? learnt.result : result;
  };
  const flash = door.flash ?? flashOfPost(params, data.results);
  const flashed = flash && "result" in flash.outcome ? fresh(flash.outcome.result) : null;
  const results = found?.map(fresh).filter((result) => result._id !== flashed?._id) ?? null;
  const waitingPersons = door.waiting.reduce((sum, entry) => sum + personsOf(entry, kept), 0);
  return (
    <div className="mx-auto -mt-3 max-w-xl space-y-3">
      {/* The tab's heading, between the event's (h1) and each guest's (h3), as the other tabs have it on screen. */}
      <h2 className="sr-only">{t("eventTabs.door")}</h2>
      <DoorCounters
        counts={data.counts}
        waitingPersons={waitingPersons}
        capacity={data.capacity}
        canSetCapacity={data.canSetCapacity}
        conflicts={data.conflicts}
        base={data.base}
        q={q}
      />
      {servedKept && status.unreachableSince === null ? (
        <p role="status" className="text-sm text-slate-600">
          {t("door.keptPage")}
        </p>
      ) : (
        <LiveStatusLine status={status} />
      )}
      <LateOutcomes late={door.late} onDismiss={door.dismissLate} />
      <DoorSearch q={q} base={data.base} onScan={(code) => void door.scan(code)} />
      <p aria-live="polite" className="sr-only">
        {door.announcement}
      </p>
      {flash ? <DoorResultBanner flash={flash} onDismiss={door.flash ? door.dismissFlash : undefined} /> : null}
      {flashed ? (
        <GuestCard
          result={flashed}
          q={q}
          base={data.base}
          waiting={door.waiting.find((entry) => entry.id === flashed._id)}
          onCheckIn={door.checkIn}
          onUndo={door.undo}
          focusAction={flash?.outcome.outcome === "confirm"}
        />
      ) : null}
      {door.waiting.length > 0 ? (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-base text-amber-900 ring-1 ring-amber-200">
          {t("door.waitingCount", { count: door.waiting.length })}
        </p>
      ) : null}
      {q ? (
        results === null ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-base text-slate-600">
            {t("door.offlineNoList")}
          </p>
        ) : results.length > 0 ? (
          <>
            {fromKeptList && kept ? (
              <p className="text-sm text-slate-600">{t("door.fromKeptList", { time: formatTime(kept.savedAt) })}</p>
            ) : null}
            <ul className="space-y-3" aria-label={t("door.results")}>
              {results.map((result) => (
                <li key={result._id}>
                  <GuestCard
                    result={result}
                    q={q}
                    base={data.base}
                    waiting={door.waiting.find((entry) => entry.id === result._id)}
                    onCheckIn={door.checkIn}
                    onUndo={door.undo}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : flashed ? null : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-base text-slate-600">
            {t("door.noResults", { q })}
          </p>
        )
      ) : flash ? null : (
        <p className="text-center text-sm text-slate-600">{t("door.hint")}</p>
      )}
      <OfflineReadiness kept={kept} />
    </div>
  );
}

/** People a waiting check-in lets in: those it names, else everyone of the reservation not yet in (by the kept list). */
function personsOf(entry: QueuedCheckIn, kept: GuestList | null): number {
  if (entry.persons) return entry.persons;
  const verdict = kept?.guests.find((guest) => guest._id === entry.id)?.verdict;
  return verdict?.kind === "enter" ? verdict.persons - verdict.admitted : 1;
}

/**
 * The result a form post came back with (without JavaScript): the post names its outcome and guest in the address,
 * and the page shows it as the script would.
 */
function flashOfPost(params: URLSearchParams, results: DoorResult[]): DoorFlash | null {
  const outcome = params.get("outcome");
  const guest = results.find((result) => result._id === params.get("guest")) ?? results[0];
  if (!outcome || !(shownOutcomes as readonly string[]).includes(outcome) || !guest) return null;
  const persons = guest.entries[0]?.persons ?? (guest.verdict.kind === "refused" ? 1 : guest.verdict.persons);
  // The refusal's reason and a failure's message are the banner's to say from the card: none is carried here.
  const shown = { outcome, result: guest, persons, reason: "", message: "" } as unknown as CheckInOutcome;
  return { key: 0, outcome: shown };
}

/** What became of the check-ins sent when the network came back: the doorman sees each, refusals in plain words. */
function LateOutcomes({ late, onDismiss }: { late: LateOutcome[]; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (late.length === 0) return null;
  return (
    <section aria-labelledby="door-late" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="door-late" className="text-base font-semibold text-slate-900">
        {t("door.late.title")}
      </h2>
      <ul className="mt-2 space-y-2 text-base">
        {late.map(({ key, name, tappedAt, answer }) => (
          <li key={key} className={answer.outcome === "entered" ? "text-slate-800" : "font-medium text-red-800"}>
            {answer.outcome === "entered"
              ? t("door.late.entered", { name, time: formatTime(tappedAt) })
              : answer.outcome === "already"
                ? t("door.late.already", {
                    name,
                    detail:
                      answer.result.verdict.kind === "entered"
                        ? enteredText(t, answer.result.verdict)
                        : t("door.alreadyIn"),
                  })
                : answer.outcome === "refused"
                  ? t("door.late.refused", { name, reason: answer.reason })
                  : answer.outcome === "failed"
                    ? t("door.late.refused", { name, reason: answer.message })
                    : t("door.late.refused", { name, reason: t("door.refused.unknown") })}
          </li>
        ))}
      </ul>
      <button type="button" className="btn-secondary mt-3 min-h-[48px] w-full text-base" onClick={onDismiss}>
        {t("door.late.dismiss")}
      </button>
    </section>
  );
}

/** Whether this phone could open the door and search it with no network: its page kept, tonight's list saved. */
function OfflineReadiness({ kept }: { kept: GuestList | null }) {
  const { t } = useTranslation();
  const pageKept = useDoorPageKept();
  if (!pageKept || !kept) return null;
  return (
    <p className="text-center text-xs text-slate-500">
      {t("door.offlineReady", { count: kept.guests.length, time: formatTime(kept.savedAt) })}
    </p>
  );
}
