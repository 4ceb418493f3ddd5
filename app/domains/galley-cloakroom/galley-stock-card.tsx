// A product of the night's stock as a card on the phone: the product as the headline, what is left (in a word, colour
// and sign when it runs low), and loading stock (the attendant's most frequent change) as the one big button.
import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/ui/forms/forms";
import { Icon } from "~/ui/frame-kit";
import { useHydrated } from "~/ui/shell-kit";
import type { StockLevel } from "./galley";
import type { GalleyCard, GalleyMovementDone, saveGalleyStock } from "./galley.server";

export const levelLooks: Record<StockLevel, { edge: string; pill: string }> = {
  out: { edge: "border-l-red-600", pill: "bg-red-50 text-red-800 ring-red-600/30" },
  low: { edge: "border-l-amber-500", pill: "bg-amber-50 text-amber-900 ring-amber-600/30" },
  ok: { edge: "border-l-emerald-500", pill: "bg-emerald-50 text-emerald-800 ring-emerald-600/30" },
};

/** How a product stands, in a word on its colour, with a sign when it needs the attendant. */
function LevelPill({ level }: { level: StockLevel }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold ring-1 ring-inset ${levelLooks[level].pill}`}
    >
      {level === "ok" ? null : <Icon name="bell-alert" className="h-4 w-4" />}
      {t(`nightPhone.galley.level.${level}`)}
    </span>
  );
}

/**
 * Loading stock, the galley's most frequent change, on the card: how many pieces and one big button. With JavaScript
 * it is made at once and can be taken back for a few seconds; without it the button opens the product's stock page
 * with the load filled in, to confirm it there.
 */
function QuickLoad({
  base,
  card,
  onDone,
  more,
}: {
  base: string;
  card: GalleyCard;
  onDone: (done: GalleyMovementDone) => void;
  /** The way to the product's other movements, at the end of the same row. */
  more: ReactNode;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof saveGalleyStock>();
  const product = String(card.productName ?? "");
  const href = `${base}/${encodeURIComponent(card._id)}`;
  const answer = fetcher.data;
  const done = answer && "done" in answer ? answer : undefined;
  const failed = answer && "status" in answer ? answer : undefined;
  useEffect(() => {
    if (done) onDone(done);
  }, [done, onDone]);
  const amountId = `load-${card._id}`;
  const errors = [...(failed?.error?.amount ?? []), ...(failed?.error?.[""] ?? [])];
  const body = (
    <>
      <div className="flex gap-2">
        <label htmlFor={amountId} className="sr-only">
          {t("nightPhone.galley.loadAmount", { product })}
        </label>
        <input
          id={amountId}
          name="amount"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          placeholder={t("night.galley.amount")}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? `${amountId}-error` : undefined}
          className="input min-h-[56px] w-24 shrink-0 text-lg tabular-nums"
        />
        <input type="hidden" name="movement" value="load" />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="min-h-[56px] flex-1 rounded-lg bg-brand-600 px-4 text-lg font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          aria-label={t("nightPhone.galley.loadNamed", { product })}
        >
          {fetcher.state !== "idle" ? t("night.working") : t("nightPhone.galley.load")}
        </button>
        {more}
      </div>
      <div id={`${amountId}-error`}>
        <ErrorList errors={errors} />
      </div>
    </>
  );
  return hydrated ? (
    <fetcher.Form method="post" action={`${href}${search}`} preventScrollReset>
      <input type="hidden" name="undoable" value="1" />
      {body}
    </fetcher.Form>
  ) : (
    // Without JavaScript: to the confirmation, the product's own stock page with the load filled in.
    <Form method="get" action={href}>
      {body}
    </Form>
  );
}

/** One product: its name and level, what is left of what was loaded, its quick load and the way to its other movements. */
export function StockCard({
  base,
  card,
  canRemove,
  onDone,
}: {
  base: string;
  card: GalleyCard;
  canRemove: boolean;
  onDone: (done: GalleyMovementDone) => void;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const product = String(card.productName ?? "");
  const headingId = `stock-${card._id}`;
  const link =
    "inline-flex min-h-[44px] items-center rounded-lg px-3 text-base font-semibold hover:bg-slate-50 ring-1 ring-inset";
  return (
    <article
      aria-labelledby={headingId}
      data-level={card.level}
      className={`space-y-3 rounded-xl border-l-8 bg-white p-3 shadow-sm ring-1 ring-slate-200 ${levelLooks[card.level].edge}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-xl font-semibold leading-tight text-slate-900">
          {product}
        </h3>
        <LevelPill level={card.level} />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 text-slate-700">
        <span className="text-base">
          <span
            className={`text-3xl font-bold tabular-nums ${card.level === "ok" ? "text-slate-900" : "text-red-700"}`}
          >
            {card.left}
          </span>{" "}
          {t("nightPhone.galley.leftOf", { count: card.left, total: card.quantity ?? 0 })}
        </span>
        <span className="text-sm">
          <span aria-hidden="true">· </span>
          {t("nightPhone.galley.ordered", { count: card.totOrdered ?? 0 })}
        </span>
        {canRemove && !((card.totOrdered ?? 0) > 0) ? (
          // Only a product nothing was ordered of leaves the night's stock: desk work, kept out of the action row.
          <Link
            to={`${base}/${encodeURIComponent(card._id)}/delete${search}`}
            className={`${link} ml-auto text-red-700 ring-red-300`}
            aria-label={t("list.deleteNamed", { name: product })}
            preventScrollReset
          >
            {t("list.delete")}
          </Link>
        ) : null}
      </p>
      <QuickLoad
        base={base}
        card={card}
        onDone={onDone}
        more={
          <Link
            to={`${base}/${encodeURIComponent(card._id)}${search}`}
            className={`${link} min-h-[56px] text-brand-700 ring-slate-300`}
            aria-label={t("night.galley.updateNamed", { product })}
            preventScrollReset
          >
            {t("nightPhone.galley.otherMovements")}
          </Link>
        }
      />
    </article>
  );
}
