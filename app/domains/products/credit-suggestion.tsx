// The credits a product suggests and the IVA that applies (spec sections 5 and 9), worked out as the price is typed
// with the same pure rules the server applies on save (product-credits.ts). Without JavaScript it shows what the
// values last sent to the server suggest.
import { useTranslation } from "react-i18next";
import type { FormValues } from "~/resource/fields";
import { suggestionFor } from "~/domains/products/product-credits";

export function CreditSuggestion({ values }: { values: FormValues }) {
  const { t } = useTranslation();
  const suggestion = suggestionFor(values, "euro");
  return (
    <section
      aria-labelledby="credit-suggestion-title"
      aria-live="polite"
      className="rounded-md bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id="credit-suggestion-title" className="text-sm font-semibold text-slate-900">
        {t("products.suggestionTitle")}
      </h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3" data-testid="credit-suggestion">
        <div>
          <dt className="text-slate-600">{t("products.fields.freeSpinForPromoScan")}</dt>
          <dd className="font-medium tabular-nums text-slate-900">
            {t("products.credits", { count: suggestion.purchaseCredits })}
          </dd>
        </div>
        {suggestion.redemptionCredits === null ? null : (
          <div>
            <dt className="text-slate-600">{t("products.fields.freeSpinForPromoScanRedemption")}</dt>
            <dd className="font-medium tabular-nums text-slate-900">
              {t("products.credits", { count: suggestion.redemptionCredits })}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">{t("products.appliedIva")}</dt>
          <dd className="font-medium tabular-nums text-slate-900">{`${suggestion.iva} %`}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t("products.suggestionHint")}</p>
    </section>
  );
}
