// A change just made, said at the bottom of the screen with a way to take it back for a few seconds (a
// coat returned, a stock change). The page owns what "take back" posts; this only shows it, waits, and goes away.
// Pages without JavaScript never show it: there the change is confirmed on a page of its own before it is made.
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export type UndoOffer = {
  /** What was done, in words ("Posto 12 restituito"). */
  message: string;
  /** The button's accessible name, naming what it takes back ("Annulla la restituzione del posto 12"). */
  undoName?: string;
  /** Whether a way back is offered (a change without an inverse is only said). */
  undoable: boolean;
};

/** How long the way back stays offered. */
const undoSeconds = 8;

/** The toast of a page's `useUndo`: what it shows, its undo and its close. */
export function UndoToast({
  undo: { shown: offer, busy, run: onUndo, close: onClose },
}: {
  undo: { shown: UndoOffer | null; busy: boolean; run: () => void; close: () => void };
}) {
  const { t } = useTranslation();
  const message = offer?.message;
  useEffect(() => {
    // Never closed under a running undo: its answer replaces the offer, which starts its own time.
    if (!message || busy) return;
    const timer = setTimeout(onClose, undoSeconds * 1000);
    return () => clearTimeout(timer);
  }, [message, busy, onClose]);
  return (
    // Always in the page, so a screen reader hears each new offer in the same live region.
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3">
      <div aria-live="polite" aria-atomic="true" className="w-full max-w-xl">
        {offer ? (
          <div
            data-undo-toast
            className="pointer-events-auto flex items-center gap-3 rounded-xl bg-slate-900 p-3 pl-4 text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
          >
            <p className="min-w-0 flex-1 text-base font-medium">{offer.message}</p>
            {offer.undoable ? (
              <button
                type="button"
                onClick={onUndo}
                disabled={busy}
                aria-label={offer.undoName}
                className="min-h-[48px] shrink-0 rounded-lg bg-white px-4 text-base font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-70 dark:bg-slate-900 dark:text-white"
              >
                {busy ? t("night.working") : t("nightPhone.undo.label")}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The offer of the last change and its undo: `offer` is called with what the change's action answered, `run` posts
 * the inverse the page names (to an action that checks it like any write), and what is shown follows: the offer,
 * then what the undo answered.
 */
export function useUndo<Done>({
  offerOf,
  requestOf,
  resultOf,
}: {
  offerOf: (done: Done) => UndoOffer;
  requestOf: (done: Done) => { action: string; fields: Record<string, string> } | null;
  /** What the undo's answer means, in words; the change it took back is given to name it. */
  resultOf: (answer: unknown, done: Done) => string;
}) {
  const fetcher = useFetcher();
  const [current, setCurrent] = useState<{ done: Done; sent: boolean } | null>(null);
  const offer = useCallback((done: Done) => setCurrent({ done, sent: false }), []);
  const close = useCallback(() => setCurrent(null), []);
  const request = current && !current.sent ? requestOf(current.done) : null;
  const run = () => {
    if (!current || !request) return;
    setCurrent({ ...current, sent: true });
    fetcher.submit(request.fields, { method: "post", action: request.action, preventScrollReset: true });
  };
  const busy = fetcher.state !== "idle";
  const shown: UndoOffer | null = !current
    ? null
    : !current.sent || busy
      ? offerOf(current.done)
      : { message: resultOf(fetcher.data, current.done), undoable: false };
  return { offer, shown, run, close, busy };
}
