// A ticket's price as the buyer will pay it online (spec section 9), worked out as the organiser types what they
// want to net: the same pure function the server applies on save.
import { useTranslation } from "react-i18next";
import { formatMoney } from "~/ui/shell-kit";
import { releaseBreakdown } from "~/domains/events/ticket-pricing";

/** The typed euro amount in cents, or null while it is not a number yet. */
function typedCents(value: unknown): number | null {
  const text = String(value ?? "")
    .trim()
    .replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

export function PriceBreakdown({ price, feePercent }: { price: unknown; feePercent: number }) {
  const { t, i18n } = useTranslation();
  const cents = typedCents(price);
  const breakdown = cents === null ? null : releaseBreakdown(cents, feePercent);
  const money = (value: number | undefined) => (value === undefined ? "—" : formatMoney(value, i18n.language));
  return (
    <section
      aria-labelledby="price-breakdown-title"
      aria-live="polite"
      className="rounded-md bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id="price-breakdown-title" className="text-sm font-semibold text-slate-900">
        {t("releases.breakdownTitle")}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4" data-testid="price-breakdown">
        <div>
          <dt className="text-slate-600">{t("releases.netPrice")}</dt>
          <dd className="font-medium tabular-nums text-slate-900">{money(breakdown?.price)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("releases.platformFees", { percent: feePercent })}</dt>
          <dd className="font-medium tabular-nums text-slate-900">{money(breakdown?.platformFees)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("releases.cardFees")}</dt>
          <dd className="font-medium tabular-nums text-slate-900">{money(breakdown?.cardFee)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("releases.total")}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{money(breakdown?.total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t("releases.breakdownHint")}</p>
    </section>
  );
}
