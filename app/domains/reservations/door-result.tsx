// The result of the latest scan or tap, read in one glance from an arm's length: full-width green for entered, loud
// amber for already in (who, when, which phone), red for refused or not found, and what waits for the network. Its
// state is on the element (`data-outcome`), so a test and a screen reader tell them apart without reading colours.
import { useTranslation } from "react-i18next";
import type { DoorFlash } from "./door-sync";
import { enteredText } from "./door-card";

type Shown = DoorFlash["outcome"]["outcome"] | "queued";

/** Each outcome's surface and text: WCAG AA's 4.5:1 in both themes (tests/state-tones.test.ts). */
export const doorResultTones: Record<Shown, string> = {
  entered: "bg-emerald-700 text-white",
  queued: "bg-emerald-700 text-white",
  undone: "bg-slate-700 text-white",
  confirm: "bg-sky-700 text-white",
  already: "bg-amber-400 text-slate-950 ring-4 ring-amber-600 dark:text-slate-50",
  refused: "bg-red-700 text-white ring-4 ring-red-900",
  unknown: "bg-red-700 text-white ring-4 ring-red-900",
  notKept: "bg-red-700 text-white ring-4 ring-red-900",
  failed: "bg-red-700 text-white ring-4 ring-red-900",
};

export function DoorResultBanner({ flash, onDismiss }: { flash: DoorFlash; onDismiss?: () => void }) {
  const { t } = useTranslation();
  const { outcome } = flash;
  const shown: Shown = flash.queued ? "queued" : outcome.outcome;
  // To confirm, the card right below says who: the banner stays one line, the card's button in sight.
  const name = "result" in outcome && shown !== "confirm" ? outcome.result.name || outcome.result.code : null;
  let detail: string | null = null;
  if (outcome.outcome === "entered")
    detail = flash.queued ? t("door.result.waits") : t("door.guests", { count: outcome.persons });
  else if (outcome.outcome === "already" && outcome.result.verdict.kind === "entered")
    detail = enteredText(t, outcome.result.verdict);
  else if (outcome.outcome === "refused")
    detail =
      outcome.reason ||
      (outcome.result.verdict.kind === "refused" ? t(`door.refused.${outcome.result.verdict.reason}`) : null);
  else if (outcome.outcome === "failed") detail = outcome.message;
  else if (outcome.outcome === "unknown" || outcome.outcome === "notKept")
    detail = t(outcome.outcome === "notKept" ? "door.result.notInKeptList" : "door.result.noSuchCode", {
      code: outcome.code,
    });
  return (
    <section
      key={flash.key}
      data-outcome={shown}
      role={shown === "entered" || shown === "queued" || shown === "undone" ? "status" : "alert"}
      aria-label={t("door.result.label")}
      className={`rounded-xl px-4 shadow-md ${shown === "confirm" ? "py-2" : "py-4"} ${doorResultTones[shown]}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p
            className={`font-extrabold uppercase tracking-wide ${shown === "confirm" ? "text-lg" : "text-2xl"}`}
            title={shown === "confirm" ? t("door.result.confirmHint") : undefined}
          >
            {t(`door.result.title.${shown}`)}
          </p>
          {name ? <p className="break-words text-xl font-semibold">{name}</p> : null}
          {detail ? <p className="mt-1 text-base font-medium">{detail}</p> : null}
        </div>
        {onDismiss ? (
          <button
            type="button"
            onClick={onDismiss}
            className="min-h-[44px] shrink-0 rounded-md px-3 text-sm font-semibold underline"
          >
            {t("door.result.dismiss")}
          </button>
        ) : null}
      </div>
    </section>
  );
}
