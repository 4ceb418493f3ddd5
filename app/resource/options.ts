// Fixed option lists of spec sections 3 and 4, as translation keys, and the conversions forms share.
import type { DetailPart, Option } from "~/resource/fields";

export function enumOptions(prefix: string, values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: `${prefix}.${value}` }));
}

export const genres = ["male", "female", "other"] as const;
export const venueStatuses = ["enabled", "disabled"] as const;
export const productCategories = ["base", "premium", "table", "genericProduct", "redemptionProduct"] as const;

/** Money travels in cents; forms show euro. */
export const euro = {
  deserialize: (value: unknown) => (typeof value === "number" ? (value / 100).toFixed(2) : ""),
  normalize: (value: unknown) =>
    value === "" || value === null || value === undefined
      ? null
      : Math.round(Number(String(value).replace(",", ".")) * 100),
};

export const numberValue = {
  deserialize: (value: unknown) => (value === null || value === undefined ? "" : String(value)),
  normalize: (value: unknown) =>
    value === "" || value === null || value === undefined ? null : Number(String(value).replace(",", ".")),
};

/** What tells apart lists of the same name ("Lista Colombo" on several nights): their event and promoter. */
export const listDetail: readonly DetailPart[] = [
  { field: "eventId", from: { endpoint: "events", label: "name" } },
  { field: "promoterName" },
];

/** What tells apart products of the same name (two "Gin tonic"): their category and stock. */
export const productDetail: readonly DetailPart[] = [
  { field: "category", enumPrefix: "productCategories" },
  { field: "stock", key: "pickers.stock" },
];

/** What tells apart venues of the same name (two "Faro Duomo"): their kind and city. */
export const venueDetail: readonly DetailPart[] = [{ field: "discoType", enumPrefix: "discoTypes" }, { field: "city" }];
