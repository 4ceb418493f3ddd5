// The product rules of spec sections 5 and 9, shared by the form (as the user types) and the action (on save): the
// credits a product suggests and the IVA that applies when none is given. Amounts are in cents.
//
// Rounding: credits are whole, and a part of the step does not earn one, so both rules round down (floor): €8 spent
// is 2 credits (1 per full 3 €), €2.50 saved is 7 credits (3 per €: 7.5 → 7). Nothing saved, or a price above the
// original one, suggests 0.

const defaultIvaPercent = 22;
/** 1 credit per 3 euro spent. */
const centsPerCredit = 300;
/** 3 credits per euro saved on a redemption product. */
const creditsPerEuroSaved = 3;

function wholeCents(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/** Credits suggested for spending `priceCents`: one per full 3 €. */
export function purchaseCredits(priceCents: number | null | undefined): number {
  return Math.floor(wholeCents(priceCents) / centsPerCredit);
}

/**
 * Credits suggested for redeeming a product: 3 per euro saved (original price minus price), never below 0. Without a
 * price (not typed yet) nothing is known to be saved, so nothing is suggested, as purchaseCredits suggests nothing
 * without one; a price of 0 (a free redemption) saves the whole original price.
 */
export function redemptionCredits(
  originalPriceCents: number | null | undefined,
  priceCents: number | null | undefined,
): number {
  if (typeof priceCents !== "number" || !Number.isFinite(priceCents)) return 0;
  const saved = wholeCents(originalPriceCents) - wholeCents(priceCents);
  return saved > 0 ? Math.floor((saved * creditsPerEuroSaved) / 100) : 0;
}

/** The IVA percentage that applies: a blank or zero one means 22 % (spec section 5). */
export function ivaOrDefault(iva: unknown): number {
  if (iva === null || iva === undefined) return defaultIvaPercent;
  const text = String(iva).trim().replace(",", ".");
  const value = Number(text);
  return text === "" || !Number.isFinite(value) || value === 0 ? defaultIvaPercent : value;
}

/** A typed euro amount ("12", "12,5", "12.50") in cents, or null while it is not one yet. */
export function typedCents(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? Math.round(value * 100) : null;
  const text = String(value ?? "")
    .trim()
    .replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

export const redemptionCategory = "redemptionProduct";

export type ProductKind = "generic" | "redemption";

/** A product is a redemption product when its category says so; every other category is generic. */
export function productKind(category: unknown): ProductKind {
  return category === redemptionCategory ? "redemption" : "generic";
}

export type ProductSuggestion = { purchaseCredits: number; redemptionCredits: number | null; iva: number };

/** What the form suggests for the values as typed (euro text) or as stored (cents). */
export function suggestionFor(
  values: { price?: unknown; originalPrice?: unknown; category?: unknown; iva?: unknown },
  unit: "euro" | "cents",
): ProductSuggestion {
  const cents = (value: unknown) => (unit === "euro" ? typedCents(value) : typeof value === "number" ? value : null);
  const price = cents(values.price);
  return {
    purchaseCredits: purchaseCredits(price),
    redemptionCredits:
      productKind(values.category) === "redemption" ? redemptionCredits(cents(values.originalPrice), price) : null,
    iva: ivaOrDefault(values.iva),
  };
}

type ProductPayload = Record<string, unknown>;

/**
 * The payload as saved: the IVA default applied, and the suggested credits where the free-spin fields were left
 * blank (a typed 0 is kept). `withType` adds the product's type (templates have none).
 */
export function completeProduct(payload: ProductPayload, withType: boolean): ProductPayload {
  const suggestion = suggestionFor(payload, "cents");
  const blank = (value: unknown) => value === null || value === undefined || value === "";
  const complete: ProductPayload = { ...payload, iva: ivaOrDefault(payload.iva) };
  if (blank(payload.freeSpinForPromoScan)) complete.freeSpinForPromoScan = suggestion.purchaseCredits;
  if (suggestion.redemptionCredits !== null && blank(payload.freeSpinForPromoScanRedemption)) {
    complete.freeSpinForPromoScanRedemption = suggestion.redemptionCredits;
  }
  if (withType) complete.type = productKind(payload.category);
  return complete;
}
