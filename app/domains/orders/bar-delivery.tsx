// A delivery on the bar board (decision 051). With JavaScript the tapped card keeps its place for a few seconds, shown
// as delivered, so the next order's button does not slide under the thumb, and the toast at the bottom offers to take
// it back (an "undeliver", the order's own inverse change). Without JavaScript the tap posts and the board comes back
// naming the order just delivered, with the same way back.
import { Form, useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/frame-kit";
import { useUndo } from "~/ui/shell/undo-toast";
import { useHydrated } from "~/ui/shell-kit";
import type { barBoardAction } from "./orders.server";

/** How long a delivered card holds its place before the list closes up. */
const holdMs = 4000;

type BoardOrder = { _id: string; token?: string | null };
type Delivered = { orderId: string; code: string };

/** The action's answer to a tap that asked for its outcome: the change made, or why not. */
function doneOf(answer: unknown): Delivered | null {
  if (!answer || typeof answer !== "object" || !("done" in answer)) return null;
  const done = (answer as { done: { orderId: string; code: string } }).done;
  return { orderId: done.orderId, code: done.code };
}

/**
 * The board's queue as shown: the live list, with each card delivered in the last seconds back at the place it had.
 * `tap` holds a card when its button is pressed; `answered` keeps it (delivered) or lets it go (refused).
 */
export function useBarDeliveries<Order extends BoardOrder>(waiting: readonly Order[], here: string) {
  const { t } = useTranslation();
  const [held, setHeld] = useState<readonly { order: Order; index: number }[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const running = timers.current;
    return () => running.forEach(clearTimeout);
  }, []);
  const release = useCallback((orderId: string) => {
    clearTimeout(timers.current.get(orderId));
    timers.current.delete(orderId);
    setHeld((list) => list.filter((entry) => entry.order._id !== orderId));
  }, []);
  const undo = useUndo<Delivered>({
    offerOf: ({ code }) => ({
      message: t("orders.done.deliver", { code }),
      undoName: t("orders.bar.undoNamed", { code }),
      undoable: true,
    }),
    requestOf: ({ orderId }) => ({
      action: here,
      fields: { orderId, intent: "undeliver", answer: "outcome" },
    }),
    resultOf: (answer, { code }) =>
      doneOf(answer) ? t("orders.done.undeliver", { code }) : t("nightPhone.undo.failed"),
  });
  const { offer } = undo;
  // The order the toast offers to take back: its card goes at once when the undo is pressed.
  const offered = useRef<string | null>(null);
  const tap = useCallback((order: Order, index: number) => {
    setHeld((list) => [...list.filter((entry) => entry.order._id !== order._id), { order, index }]);
  }, []);
  const answered = useCallback(
    (orderId: string, answer: unknown) => {
      const done = doneOf(answer);
      if (!done) return release(orderId);
      offered.current = orderId;
      offer(done);
      clearTimeout(timers.current.get(orderId));
      timers.current.set(
        orderId,
        setTimeout(() => release(orderId), holdMs),
      );
    },
    [offer, release],
  );
  const shown = useMemo(() => {
    const list = waiting.map((order) => ({ order, held: false }));
    for (const entry of [...held].sort((a, b) => a.index - b.index)) {
      if (waiting.some((order) => order._id === entry.order._id)) continue;
      list.splice(Math.min(entry.index, list.length), 0, { order: entry.order, held: true });
    }
    return list;
  }, [waiting, held]);
  const takeBack = () => {
    if (offered.current) release(offered.current);
    undo.run();
  };
  return { shown, tap, answered, undo: { ...undo, run: takeBack } };
}

/** The big "Consegna" of a card: a post without JavaScript; with it, a fetcher whose answer the board is told. */
export function DeliverButton({
  order,
  here,
  onTap,
  onAnswer,
}: {
  order: BoardOrder;
  here: string;
  onTap: () => void;
  onAnswer: (orderId: string, answer: unknown) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof barBoardAction>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data;
  const told = useRef<unknown>(null);
  useEffect(() => {
    if (answer === undefined || told.current === answer) return;
    told.current = answer;
    onAnswer(order._id, answer);
  }, [answer, onAnswer, order._id]);
  return (
    <fetcher.Form method="post" action={here} className="w-full sm:w-auto" preventScrollReset onSubmit={onTap}>
      <input type="hidden" name="orderId" value={order._id} />
      <input type="hidden" name="intent" value="deliver" />
      {hydrated ? <input type="hidden" name="answer" value="outcome" /> : null}
      <button
        type="submit"
        disabled={busy}
        className="min-h-14 w-full rounded-lg bg-emerald-700 px-5 py-3 text-lg font-semibold text-white hover:bg-emerald-800 disabled:opacity-60 sm:w-auto"
        aria-label={t("orders.actionNamed.deliver", { code: order.token ?? "" })}
      >
        {busy ? t("orders.working") : t("orders.actions.deliver")}
      </button>
    </fetcher.Form>
  );
}

/** Where the button was, on a card just delivered: the same height, saying what happened. */
export function DeliveredMark() {
  const { t } = useTranslation();
  return (
    <p
      className="inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-lg bg-emerald-50 px-5 py-3 text-lg font-semibold text-emerald-800 ring-1 ring-emerald-200 sm:w-auto"
      data-held-delivered=""
    >
      <Icon name="check" className="h-5 w-5" />
      {t("deliveryStatuses.delivered")}
    </p>
  );
}

/** Without JavaScript, the board after a delivery: the order named, with its undo as a plain post. */
export function LastDeliveryUndo({ order, here }: { order: BoardOrder; here: string }) {
  const { t } = useTranslation();
  const code = order.token ?? "";
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-900 p-3 pl-4 text-white dark:bg-slate-100 dark:text-slate-900"
    >
      <p className="text-base font-medium">{t("orders.done.deliver", { code })}</p>
      <Form method="post" action={here} preventScrollReset>
        <input type="hidden" name="orderId" value={order._id} />
        <input type="hidden" name="intent" value="undeliver" />
        <button
          type="submit"
          aria-label={t("orders.bar.undoNamed", { code })}
          className="min-h-[48px] rounded-lg bg-white px-4 text-base font-semibold text-slate-900 hover:bg-slate-100 dark:bg-slate-900 dark:text-white"
        >
          {t("nightPhone.undo.label")}
        </button>
      </Form>
    </div>
  );
}
