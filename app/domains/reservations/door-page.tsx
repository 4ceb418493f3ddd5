// The door of a night (issue 15 §1), phone-first: the counters, one search field (typed, or a hardware scanner's code
// and Enter, or the camera where the browser can read codes), and a card per guest with one big button to let them in.
// Without JavaScript the search is a GET form and a check-in a form post that comes back to the same search. With it,
// results follow the typing, counters refresh, and a check-in sent while the connection is down waits on the page
// (and in this browser's storage) and goes again when it is back: the post asks for `used`, so a resend never counts
// twice.
import { Form, useLoaderData, useRevalidator, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "~/core/format";
import { Badge } from "~/ui/badge";
import { useHydrated } from "~/ui/use-hydrated";
import { useRevalidateEvery } from "~/ui/use-revalidate-every";
import type { DoorCount } from "./door";
import type { CheckInOutcome, DoorResult, doorPage } from "./door.server";
import { reservationStatusTones } from "./reservations.resources";

type DoorData = ReturnType<typeof useLoaderData<typeof doorPage>>;
type Pending = { id: string; action: string; q: string; name: string };

const refreshMs = 5_000;
const searchDelayMs = 300;

export function DoorTab() {
  const data = useLoaderData<typeof doorPage>();
  const { t } = useTranslation();
  const { outcomes, pending, checkIn, announcement } = useCheckIns(data.base);
  useRevalidateEvery(refreshMs);
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <DoorCounters counts={data.counts} />
      <DoorSearch q={data.q} base={data.base} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {data.q ? (
        data.results.length > 0 ? (
          <ul className="space-y-3" aria-label={t("door.results")}>
            {data.results.map((result) => (
              <li key={result._id}>
                <GuestCard
                  result={result}
                  q={data.q}
                  base={data.base}
                  outcome={outcomes[result._id]}
                  waiting={pending.some((entry) => entry.id === result._id)}
                  onCheckIn={checkIn}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-base text-slate-600">
            {t("door.noResults", { q: data.q })}
          </p>
        )
      ) : (
        <p className="text-center text-sm text-slate-600">{t("door.hint")}</p>
      )}
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
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
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
    <Form ref={form} method="get" action={base} role="search" className="space-y-2" preventScrollReset>
      <label htmlFor="door-q" className="block text-base font-medium text-slate-800">
        {t("door.search")}
      </label>
      <div className="flex gap-2">
        <input
          id="door-q"
          name="q"
          type="search"
          defaultValue={q}
          key={q}
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

type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** A camera scan where the browser reads codes (BarcodeDetector) and has a camera; absent otherwise. */
function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // Rendered only once the page has its script, so the browser can be asked here.
  const supported = "BarcodeDetector" in window && Boolean(navigator.mediaDevices?.getUserMedia);
  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorConstructor }).BarcodeDetector;
    const detector = new Detector({ formats: ["qr_code", "code_128", "ean_13"] });
    // Bounded: the camera turns off by itself after a minute without a code.
    const deadline = Date.now() + 60_000;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        while (!stopped && Date.now() < deadline) {
          const [code] = await detector.detect(video.current);
          if (code?.rawValue) {
            onCode(code.rawValue);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      } catch (error) {
        console.warn(`[door] camera: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        if (!stopped) setScanning(false);
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning, onCode]);
  if (!supported) return null;
  return (
    <div>
      <button
        type="button"
        className="btn-secondary min-h-[48px] w-full text-base"
        aria-pressed={scanning}
        onClick={() => setScanning((on) => !on)}
      >
        {scanning ? t("door.stopScan") : t("door.scan")}
      </button>
      {scanning ? <video ref={video} muted playsInline className="mt-2 w-full rounded-lg bg-black" /> : null}
    </div>
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
  waiting: boolean;
  onCheckIn: (event: FormEvent<HTMLFormElement>, result: DoorResult) => void;
}) {
  const { t } = useTranslation();
  // What this page learnt from its own check-in comes first; the next refresh brings the same from the upstream.
  const verdict =
    outcome && (outcome.outcome === "entered" || outcome.outcome === "already")
      ? { kind: "entered" as const, at: outcome.at }
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
              disabled={waiting}
              className="min-h-[56px] w-full rounded-lg bg-emerald-700 px-4 text-lg font-semibold text-white hover:bg-emerald-800 disabled:opacity-70"
            >
              {waiting ? t("door.waiting") : t("door.checkIn")}
            </button>
          </Form>
        ) : verdict.kind === "entered" ? (
          <p className="rounded-lg bg-slate-100 px-4 py-3 text-base font-medium text-slate-800">
            {verdict.at ? t("door.enteredAt", { time: formatTime(verdict.at) }) : t("door.alreadyIn")}
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

const queueChanged = "door-queue-changed";

/** The check-ins waiting for the network, kept in this browser's storage (none on the server, or without storage). */
function useStoredQueue(key: string): [Pending[], (next: Pending[]) => void] {
  const raw = useSyncExternalStore(
    (changed) => {
      window.addEventListener("storage", changed);
      window.addEventListener(queueChanged, changed);
      return () => {
        window.removeEventListener("storage", changed);
        window.removeEventListener(queueChanged, changed);
      };
    },
    () => readStorage(key),
    () => "[]",
  );
  const pending = useMemo(() => {
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? (parsed as Pending[]) : [];
    } catch {
      return [];
    }
  }, [raw]);
  const keep = useCallback(
    (next: Pending[]) => {
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage refused (private browsing, full): the check-in cannot wait across a reload, and says so below.
      }
      window.dispatchEvent(new Event(queueChanged));
    },
    [key],
  );
  return [pending, keep];
}

function readStorage(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? "[]";
  } catch {
    return "[]";
  }
}

/**
 * Check-ins sent by the page's script: the answer shows on the card at once; one that cannot reach the server (no
 * connection) waits, kept in this browser's storage for this door, and is sent again when the connection is back.
 */
function useCheckIns(base: string) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const storageKey = `door-pending:${base}`;
  const [outcomes, setOutcomes] = useState<Record<string, CheckInOutcome>>({});
  const [announcement, setAnnouncement] = useState("");
  const [pending, keep] = useStoredQueue(storageKey);

  const send = useCallback(
    async (entry: Pending): Promise<boolean> => {
      let response: Response;
      try {
        response = await fetch(entry.action, {
          method: "POST",
          headers: { Accept: "application/json" },
          body: new URLSearchParams({ status: "used", q: entry.q }),
        });
      } catch {
        return false; // No connection: it waits.
      }
      const answer: CheckInOutcome =
        response.status === 404
          ? { outcome: "refused", code: "", name: entry.name, reason: t("door.refused.unknown") }
          : ((await response.json().catch(() => null)) ?? { outcome: "failed", message: t("errors.unavailable") });
      if (answer.outcome === "failed") {
        setAnnouncement(answer.message);
        return response.status < 500 ? true : false;
      }
      setOutcomes((current) => ({ ...current, [entry.id]: answer }));
      setAnnouncement(
        answer.outcome === "refused"
          ? `${entry.name}: ${answer.reason}`
          : t(`door.notice.${answer.outcome}`, { name: entry.name, code: answer.code }),
      );
      revalidator.revalidate();
      return true;
    },
    [revalidator, t],
  );

  // Waiting check-ins go again when the connection is back, and every few seconds while any waits.
  const latest = useRef({ pending, send, keep });
  useEffect(() => {
    latest.current = { pending, send, keep };
  });
  useEffect(() => {
    if (pending.length === 0) return;
    let running = false;
    const retry = async () => {
      if (running) return;
      running = true;
      const left: Pending[] = [];
      for (const entry of latest.current.pending) if (!(await latest.current.send(entry))) left.push(entry);
      latest.current.keep(left);
      running = false;
    };
    window.addEventListener("online", retry);
    const timer = setInterval(retry, refreshMs);
    return () => {
      window.removeEventListener("online", retry);
      clearInterval(timer);
    };
  }, [pending.length]);

  const checkIn = useCallback(
    (event: FormEvent<HTMLFormElement>, result: DoorResult) => {
      event.preventDefault();
      const entry = { id: result._id, action: event.currentTarget.action, q: "", name: result.name || result.code };
      void send(entry).then((delivered) => {
        if (!delivered) {
          keep([...latest.current.pending.filter((other) => other.id !== entry.id), entry]);
          setAnnouncement(t("door.queued", { name: entry.name }));
        }
      });
    },
    [keep, send, t],
  );
  return { outcomes, pending, checkIn, announcement };
}
