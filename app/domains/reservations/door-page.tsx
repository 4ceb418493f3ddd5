// The door of a night (issue 15 §1), phone-first: the counters, one search field (typed, or a hardware scanner's code
// and Enter, or the camera where the browser can read codes), and a card per guest with one big button to let them in.
// Without JavaScript the search is a GET form and a check-in a form post that comes back to the same search. With it,
// results follow the typing and the page refreshes itself; through a dead signal (issue 23 §1) it keeps working: the
// page stays as it was with a quiet "offline" line, a search answers from tonight's guest list kept on the phone, and a
// check-in waits in the phone's storage with the time of the tap, sent in order when the network is back (the post
// asks for `used`, conditionally, so a resend or a second phone never counts twice).
import { Form, useRevalidator, useSearchParams, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "~/core/format/format";
import { Badge } from "~/ui/badge";
import { useLiveLoaderData, useLiveRefresh, type LiveStatus } from "~/ui/live/live-data";
import { LiveStatusLine } from "~/ui/live/live-status";
import { useHydrated } from "~/ui/use-hydrated";
import { resultLimit, searchGuests, type DoorCount } from "./door";
import { CameraScan } from "./door-camera";
import type { CheckInOutcome, DoorResult, doorPage } from "./door.server";
import {
  dequeue,
  dropGuestList,
  enqueue,
  guestList,
  keepGuestList,
  queued,
  type GuestList,
  type QueuedCheckIn,
} from "./door-store";
import { reservationStatusTones } from "./reservations.resources";

type DoorData = ReturnType<typeof useLiveLoaderData<typeof doorPage>>["data"];

/** Several phones at one door see each other's check-ins within this, and a little more for the answer. */
const refreshMs = 3_000;
const searchDelayMs = 300;
/** How often tonight's guest list kept on the phone is read again while the network works. */
const guestListEveryMs = 60_000;

export function DoorTab() {
  const { data, status } = useLiveLoaderData<typeof doorPage>();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useLiveRefresh(refreshMs, status);
  const offline = status.unreachableSince !== null;
  const kept = useKeptGuestList(data, status);
  const { outcomes, waiting, late, dismissLate, checkIn, announcement } = useCheckIns(data, status);
  // The search in the address bar: typed offline, it has no answer of the server's, so the kept list answers it.
  const q = (params.get("q") ?? "").trim();
  const fromKeptList = offline && q !== data.q;
  const results = fromKeptList ? (kept ? searchGuests(kept.guests, q, resultLimit) : null) : data.results;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <LiveStatusLine status={status} />
      <DoorCounters counts={data.counts} />
      <LateOutcomes late={late} onDismiss={dismissLate} />
      <DoorSearch q={q} base={data.base} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {waiting.length > 0 ? (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-base text-amber-900 ring-1 ring-amber-200">
          {t("door.waitingCount", { count: waiting.length })}
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
                    outcome={outcomes[result._id]}
                    waiting={waiting.find((entry) => entry.id === result._id)}
                    onCheckIn={checkIn}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-base text-slate-600">
            {t("door.noResults", { q })}
          </p>
        )
      ) : (
        <p className="text-center text-sm text-slate-600">{t("door.hint")}</p>
      )}
      <OfflineReadiness kept={kept} />
    </div>
  );
}

function DoorCounters({ counts }: { counts: DoorData["counts"] }) {
  const { t } = useTranslation();
  // A dark panel in both themes: the dark theme mirrors every colour, so its dark: classes name the mirrored steps.
  return (
    <section
      aria-label={t("door.counters")}
      className="rounded-xl bg-slate-900 p-4 text-white dark:bg-slate-100 dark:text-slate-900"
    >
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-slate-300 dark:text-slate-700">{t("door.entered")}</span>
        <span className="text-3xl font-bold tabular-nums" data-testid="door-total">
          {t("door.ofExpected", { entered: counts.total.entered, expected: counts.total.expected })}
        </span>
      </p>
      {counts.byList.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="min-h-[48px] cursor-pointer py-3 font-medium text-slate-200 dark:text-slate-800">
            {t("door.detail")}
          </summary>
          <CountTable title={t("door.byList")} rows={counts.byList} />
          <CountTable title={t("door.byPromoter")} rows={counts.byPromoter} />
        </details>
      ) : null}
    </section>
  );
}

function CountTable({ title, rows }: { title: string; rows: DoorCount[] }) {
  const { t } = useTranslation();
  return (
    <table className="mt-2 w-full text-left">
      <caption className="py-1 text-left text-xs uppercase tracking-wide text-slate-400 dark:text-slate-600">
        {title}
      </caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-700 dark:border-slate-200">
            <th scope="row" className="py-1.5 pr-2 font-normal">
              {row.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">
              {t("door.ofExpected", { entered: row.entered, expected: row.expected })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One field for name, code or list: a GET form, whose results follow the typing once the page has its script. */
function DoorSearch({ q, base }: { q: string; base: string }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  // The field follows the address (back, forward, a scan) but never under the fingers of someone typing in it.
  useEffect(() => {
    const input = field.current;
    if (input && document.activeElement !== input && input.value !== q) input.value = q;
  }, [q]);
  const search = useCallback(
    (value: string, now = false) => {
      clearTimeout(timer.current);
      const go = () => submit({ q: value }, { method: "get", action: base, replace: true, preventScrollReset: true });
      if (now) go();
      else timer.current = setTimeout(go, searchDelayMs);
    },
    [base, submit],
  );
  return (
    <Form method="get" action={base} role="search" className="space-y-2" preventScrollReset>
      <label htmlFor="door-q" className="block text-base font-medium text-slate-800">
        {t("door.search")}
      </label>
      <div className="flex gap-2">
        <input
          id="door-q"
          name="q"
          type="search"
          ref={field}
          defaultValue={q}
          autoComplete="off"
          autoCapitalize="characters"
          enterKeyHint="search"
          // The search follows the typing (and a hardware scanner's code, which ends with Enter, goes at once).
          onChange={(event) => search(event.currentTarget.value)}
          className="input min-h-[48px] flex-1 text-lg"
        />
        <button type="submit" className="btn-primary min-h-[48px] min-w-[48px] px-5 text-base">
          {t("door.find")}
        </button>
      </div>
      {hydrated ? <CameraScan onCode={(code) => search(code, true)} /> : null}
    </Form>
  );
}

function GuestCard({
  result,
  q,
  base,
  outcome,
  waiting,
  onCheckIn,
}: {
  result: DoorResult;
  q: string;
  base: string;
  outcome: CheckInOutcome | undefined;
  waiting: QueuedCheckIn | undefined;
  onCheckIn: (event: FormEvent<HTMLFormElement>, result: DoorResult) => void;
}) {
  const { t } = useTranslation();
  // What this page learnt from its own check-in comes first; the next refresh brings the same from the upstream.
  const verdict =
    outcome && (outcome.outcome === "entered" || outcome.outcome === "already")
      ? { kind: "entered" as const, at: outcome.at, by: outcome.outcome === "already" ? (outcome.by ?? null) : null }
      : outcome?.outcome === "refused"
        ? { kind: "refusedNow" as const, reason: outcome.reason }
        : result.verdict;
  const status = verdict.kind === "entered" ? "used" : result.status;
  const flags = (["vip", "vipTemporary", "gift", "freeDrink"] as const).filter((flag) => result.flags[flag]);
  return (
    <article
      aria-labelledby={`guest-${result._id}`}
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
          <h3 id={`guest-${result._id}`} className="truncate text-xl font-semibold text-slate-900">
            {result.name || result.code}
          </h3>
          <p className="text-sm text-slate-600">
            {result.code}
            {result.quantity ? ` · ${t("door.guests", { count: result.quantity })}` : ""}
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
      <div className="mt-4">
        {verdict.kind === "enter" ? (
          <Form
            method="post"
            action={`${base}/${encodeURIComponent(result._id)}`}
            onSubmit={(event) => onCheckIn(event, result)}
          >
            <input type="hidden" name="status" value="used" />
            <input type="hidden" name="q" value={q} />
            <button
              type="submit"
              disabled={waiting !== undefined}
              className="min-h-[56px] w-full rounded-lg bg-emerald-700 px-4 text-lg font-semibold text-white hover:bg-emerald-800 disabled:opacity-70"
            >
              {waiting ? t("door.waitingSince", { time: formatTime(waiting.tappedAt) }) : t("door.checkIn")}
            </button>
          </Form>
        ) : verdict.kind === "entered" ? (
          <p className="rounded-lg bg-slate-100 px-4 py-3 text-base font-medium text-slate-800">
            {enteredText(t, verdict)}
          </p>
        ) : (
          <p className="rounded-lg bg-red-50 px-4 py-3 text-base font-medium text-red-800" role="note">
            {verdict.kind === "refusedNow" ? verdict.reason : t(`door.refused.${verdict.reason}`)}
          </p>
        )}
      </div>
    </article>
  );
}

function DoorFact({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="truncate text-slate-900">{value ?? "—"}</dd>
    </>
  );
}

/** "Entered at 23:41", with who let them in when the door knows (another phone did). */
function enteredText(
  t: ReturnType<typeof useTranslation>["t"],
  { at, by }: { at: string | null; by?: string | null },
): string {
  if (!at) return t("door.alreadyIn");
  return by ? t("door.enteredAtBy", { time: formatTime(at), by }) : t("door.enteredAt", { time: formatTime(at) });
}

/** A check-in that waited for the network, and what the server answered when it got there. */
type LateOutcome = { key: string; name: string; tappedAt: string; answer: CheckInOutcome };

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
              ? t("door.late.entered", { name, time: formatTime(answer.at ?? tappedAt) })
              : answer.outcome === "already"
                ? t("door.late.already", { name, detail: enteredText(t, answer) })
                : answer.outcome === "refused"
                  ? t("door.late.refused", { name, reason: answer.reason })
                  : t("door.late.refused", { name, reason: answer.message })}
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

/**
 * Asks the service worker (public/sw.js) to keep this door's page and the files it runs on, so that the door opens on
 * this phone with no network at all; true once it has.
 */
function useDoorPageKept(): boolean {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let gone = false;
    const files = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => {
        const url = new URL(name);
        return url.origin === location.origin && /^\/(build|locales)\//.test(url.pathname);
      });
    // Registered from the door only: the phones that work a door are the ones that need it.
    void navigator.serviceWorker
      .register("/sw.js", { updateViaCache: "none" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => {
          if (!gone && event.data?.kept) setKept(true);
        };
        registration.active?.postMessage({ type: "keep-door", page: location.pathname, files }, [channel.port2]);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, []);
  return kept;
}

/**
 * Tonight's guest list kept on the phone for a search without network: read from the phone's storage at once, and
 * again from the server every minute while the network works. Out of the night the server names no list, and what
 * was kept for this door is dropped.
 */
function useKeptGuestList(data: DoorData, status: LiveStatus): GuestList | null {
  const [kept, setKept] = useState<GuestList | null>(null);
  const { owner, base, guestList: source } = data;
  useEffect(() => {
    let gone = false;
    void guestList(owner, base)
      .then((list) => !gone && setKept(list))
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [owner, base]);
  const reachable = status.unreachableSince === null;
  const savedAt = kept?.savedAt;
  useEffect(() => {
    if (!source) {
      void dropGuestList(base).catch(() => undefined);
      return;
    }
    if (!reachable || (savedAt && Date.now() - Date.parse(savedAt) < guestListEveryMs)) return;
    let gone = false;
    void (async () => {
      const response = await fetch(source, { headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const answer = (await response.json()) as Omit<GuestList, "base" | "until"> & { until: string | null };
      if (gone) return;
      if (!answer.until) {
        await dropGuestList(base);
        if (!gone) setKept(null);
        return;
      }
      const list: GuestList = { ...answer, base, until: answer.until };
      await keepGuestList(list);
      if (!gone) setKept(list);
    })().catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [source, base, reachable, savedAt, status.loads]);
  // Out of the night there is no list to search, whatever the phone still held a moment ago.
  return source ? kept : null;
}

/**
 * Check-ins sent by the page's script. Each tap is first kept in the phone's storage with its time, then sent; the
 * server's answer shows on the card at once. One that cannot reach the server waits there (across a reload or a
 * closed tab) and goes, in the order of the taps, when the network is back; what the server then answered is listed
 * for the doorman (`late`), a refusal with its reason.
 */
function useCheckIns(data: DoorData, status: LiveStatus) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { owner, base } = data;
  const [outcomes, setOutcomes] = useState<Record<string, CheckInOutcome>>({});
  const [waiting, setWaiting] = useState<QueuedCheckIn[]>([]);
  const [late, setLate] = useState<LateOutcome[]>([]);
  const [announcement, setAnnouncement] = useState("");
  // Check-ins that have waited at least once (every one found in storage at load has): their answer is listed.
  const waited = useRef(new Set<string>());
  const sending = useRef(false);

  const post = useCallback(
    async (entry: QueuedCheckIn): Promise<CheckInOutcome | null> => {
      let response: Response;
      try {
        response = await fetch(entry.action, {
          method: "POST",
          headers: { Accept: "application/json" },
          body: new URLSearchParams({ status: "used", tappedAt: entry.tappedAt }),
        });
      } catch {
        return null; // No network: it waits.
      }
      if (response.status === 404) {
        return { outcome: "refused", code: entry.code, name: entry.name, reason: t("door.refused.unknown") };
      }
      const answer = (await response.json().catch(() => null)) as CheckInOutcome | null;
      // A server that fails (or a proxy's page instead of the answer) is tried again later, like no network.
      if (!answer || (answer.outcome === "failed" && response.status >= 500)) return null;
      return answer;
    },
    [t],
  );

  const sendWaiting = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    let delivered = false;
    try {
      const entries = await queued(owner, base);
      for (const [index, entry] of entries.entries()) {
        const answer = await post(entry);
        if (!answer) {
          // Still no way through: this one and those after it keep their order for the next try.
          for (const rest of entries.slice(index)) waited.current.add(rest.id);
          break;
        }
        await dequeue(owner, base, entry.id);
        delivered = true;
        setOutcomes((current) => ({ ...current, [entry.id]: answer }));
        setAnnouncement(
          answer.outcome === "refused"
            ? `${entry.name}: ${answer.reason}`
            : answer.outcome === "failed"
              ? `${entry.name}: ${answer.message}`
              : t(`door.notice.${answer.outcome}`, { name: entry.name, code: answer.code || entry.code }),
        );
        if (waited.current.delete(entry.id)) {
          setLate((current) => [
            ...current,
            { key: `${entry.id}:${entry.tappedAt}`, name: entry.name, tappedAt: entry.tappedAt, answer },
          ]);
        }
      }
    } catch {
      // The phone's storage refused (private browsing, full): nothing was lost that the card does not show.
    } finally {
      sending.current = false;
      setWaiting(await queued(owner, base).catch(() => []));
    }
    if (delivered && revalidator.state === "idle") revalidator.revalidate();
  }, [owner, base, post, revalidator, t]);

  // What waited in storage from before (a reload, a closed tab) has waited: it goes now, and its answer is listed.
  useEffect(() => {
    void queued(owner, base)
      .then((entries) => {
        for (const entry of entries) waited.current.add(entry.id);
        setWaiting(entries);
        if (entries.length > 0) void sendWaiting();
      })
      .catch(() => undefined);
  }, [owner, base, sendWaiting]);

  // Waiting check-ins go again when the network is back, after each refresh that got through, and every few seconds.
  const reachable = status.unreachableSince === null;
  useEffect(() => {
    if (waiting.length === 0) return;
    const retry = () => void sendWaiting();
    window.addEventListener("online", retry);
    const timer = setInterval(retry, refreshMs);
    if (reachable) retry();
    return () => {
      window.removeEventListener("online", retry);
      clearInterval(timer);
    };
  }, [waiting.length, reachable, status.loads, sendWaiting]);

  const checkIn = useCallback(
    (event: FormEvent<HTMLFormElement>, result: DoorResult) => {
      event.preventDefault();
      const entry: QueuedCheckIn = {
        owner,
        base,
        id: result._id,
        action: event.currentTarget.action,
        name: result.name || result.code,
        code: result.code,
        tappedAt: new Date().toISOString(),
      };
      void (async () => {
        try {
          await enqueue(entry);
        } catch {
          // No storage: the tap is sent now and, without network, said to wait only as long as the page is open.
          const answer = await post(entry);
          if (answer) setOutcomes((current) => ({ ...current, [entry.id]: answer }));
          else setAnnouncement(t("door.noStorage", { name: entry.name }));
          return;
        }
        setWaiting(await queued(owner, base).catch(() => [entry]));
        await sendWaiting();
        if (waited.current.has(entry.id)) setAnnouncement(t("door.queued", { name: entry.name }));
      })();
    },
    [owner, base, post, sendWaiting, t],
  );
  return { outcomes, waiting, late, dismissLate: () => setLate([]), checkIn, announcement };
}
