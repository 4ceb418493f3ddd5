// Where a file the upstream processes as a job stands, next to its field (decision 052). With JavaScript it asks again
// by itself, waiting longer each time up to a bound, never while the tab is hidden, and stops once the job is over;
// without, it says where the job stood when the page was drawn and offers to look again.
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime, Badge, useHydrated } from "~/ui/shell-kit";
import { isFinal, pollDelayMs, type UploadJobState, type UploadJobView } from "~/core/upstream/upload-job";
import type { Tone } from "~/ui/lists/column";

const tones: Record<UploadJobState, Tone> = { pending: "slate", processing: "blue", completed: "green", failed: "red" };

function isJobView(value: unknown): value is UploadJobView {
  return typeof value === "object" && value !== null && "status" in value && "id" in value;
}

/**
 * Polls one job while the page is open and visible. `onCompleted` gets the stored file's URL once; a failed check
 * (spec section 8: a 5xx or a time-out) is said and tried again later; a job gone (404) is no longer asked about.
 */
function useFollowedJob(initial: UploadJobView, onCompleted: (url: string) => void) {
  const [job, setJob] = useState(initial);
  const [checkFailed, setCheckFailed] = useState(false);
  const completed = useRef(onCompleted);
  useEffect(() => {
    completed.current = onCompleted;
  }, [onCompleted]);
  useEffect(() => {
    if (isFinal(initial.status)) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const controller = new AbortController();
    const ask = async () => {
      timer = undefined;
      if (document.hidden) return;
      try {
        const response = await fetch(`/upload-jobs/${encodeURIComponent(initial.id)}`, {
          headers: { accept: "application/json" },
          signal: controller.signal,
        });
        // Sent to login (the session ended): the page itself goes there.
        if (response.redirected) return window.location.reload();
        if (response.status === 404) return stop();
        const answer: unknown = response.ok ? await response.json() : null;
        if (!isJobView(answer)) throw new Error(`upload job check answered ${response.status}`);
        setCheckFailed(false);
        setJob(answer);
        if (isFinal(answer.status)) {
          if (answer.status === "completed" && answer.url) completed.current(answer.url);
          return stop();
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn("[upload-job]", error);
        setCheckFailed(true);
      }
      schedule();
    };
    const schedule = () => {
      if (stopped || timer !== undefined || document.hidden) return;
      timer = setTimeout(() => void ask(), pollDelayMs(attempt++));
    };
    const stop = () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
    // Back to a visible tab: ask at once, then slowly again.
    const onVisibility = () => {
      if (document.hidden || stopped) return;
      if (timer !== undefined) clearTimeout(timer);
      attempt = 0;
      void ask();
    };
    document.addEventListener("visibilitychange", onVisibility);
    schedule();
    return () => {
      stop();
      controller.abort();
    };
  }, [initial.id, initial.status]);
  return { job, checkFailed };
}

export function UploadJobStatus({
  job: initial,
  describedId,
  onCompleted,
}: {
  job: UploadJobView;
  /** The id the file input names as its description. */
  describedId: string;
  onCompleted: (url: string) => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const { job, checkFailed } = useFollowedJob(initial, onCompleted);
  const values = { name: job.filename };
  return (
    <div id={describedId} className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" aria-live="polite">
      <Badge tone={tones[job.status]}>{t(`uploadJobStates.${job.status}`)}</Badge>
      <span className="min-w-0 break-words text-slate-700">
        {job.status === "failed"
          ? t("uploadJobs.failed", { ...values, reason: t(job.reason ?? "uploadJobs.reasons.unknown") })
          : t(`uploadJobs.${job.status}`, values)}
      </span>
      {checkFailed ? <span className="text-amber-800">{t("uploadJobs.checkFailed")}</span> : null}
      {!hydrated && !isFinal(job.status) ? (
        <>
          <span className="text-slate-600">{t("uploadJobs.asOf", { time: formatTime(job.checkedAt, true) })}</span>
          <Link
            to={`${location.pathname}${location.search}`}
            className="font-medium text-brand-700 hover:underline"
            preventScrollReset
          >
            {t("uploadJobs.refresh")}
          </Link>
        </>
      ) : null}
    </div>
  );
}
