// Promotions (spec sections 2, 3 and 7): the generic and redemption products a venue offers as promos. A generic promo
// is shown in the app and scanned at the door or the bar (free spins for the scan); a redemption promo is bought with
// credits at a price below its original one (free spins for the redemption). The scans are the promo scan list.
import { byVenue } from "~/core/access/row-scope";
import { defineResource } from "~/resource/definition";
import type { FieldDefinition } from "~/resource/fields";
import { enumOptions } from "~/resource/options";
import { productFields } from "~/domains/products/products.resources";

const listOnly = { create: false, edit: false, delete: false };

/** A promo is a product of one of the two promo categories (spec section 3). */
const promoCategories = ["genericProduct", "redemptionProduct"] as const;

/**
 * A promo's form: the product's fields and rules (prices, credits suggestion, IVA default, alcohol), its category one
 * of the two promo ones, and for the admin the venue it belongs to (a venue user's own is fixed by the scope).
 */
const promoFields: FieldDefinition[] = [
  {
    name: "discoId",
    label: "fields.venue",
    component: "select",
    optionsFrom: { endpoint: "discos", optionLabel: "name" },
    rules: [{ kind: "required" }],
  },
  ...productFields("product").map((field) =>
    field.name === "category" ? { ...field, options: enumOptions("productCategories", promoCategories) } : field,
  ),
];
/** Venue users see their own venue's promos and scans; the promoter the selected venue's; the admin all. */

export const promoTypes = ["generic", "redemption"] as const;
export type PromoType = (typeof promoTypes)[number];
export const promoTypeTones = { generic: "blue", redemption: "green" } as const;

export const promos = defineResource({
  key: "promos",
  section: "promos",
  endpoint: "products",
  scope: { category: "genericProduct,redemptionProduct" },
  owner: byVenue,
  titleField: "name",
  // Every role that opens /promos makes and edits its venue's promos; a promo ends by its status.
  actions: { create: true, edit: true, delete: false },
  list: {
    sortable: ["name", "price", "expirationDate", "hierarchyOrder", "createdAt"],
    defaultSort: "hierarchyOrder",
    filters: [
      { name: "type", kind: "enum", options: promoTypes },
      { name: "status", kind: "enum", options: ["enabled", "disabled"] },
    ],
    filterControls: [
      { name: "type", label: "night.promos.type", optionPrefix: "night.promos.types" },
      { name: "status", label: "fields.status", optionPrefix: "night.promos.statuses" },
    ],
    columns: [
      { field: "name", label: "fields.name", sortable: true, link: true },
      {
        field: "type",
        label: "night.promos.type",
        format: "badge",
        enumPrefix: "night.promos.types",
        tones: promoTypeTones,
      },
      { field: "discoName", label: "fields.venue", context: "venue" },
      { field: "price", label: "fields.price", sortable: true, format: "money" },
      { field: "originalPrice", label: "night.promos.originalPrice", format: "money" },
      { field: "freeSpins", label: "night.promos.freeSpins", format: "number" },
      { field: "expirationDate", label: "night.promos.expirationDate", sortable: true, format: "date" },
      {
        field: "status",
        label: "fields.status",
        format: "badge",
        enumPrefix: "night.promos.statuses",
        tones: { enabled: "green", disabled: "slate" },
      },
    ],
  },
  // The spins a user gets: for scanning a generic promo, for redeeming a redemption one.
  derive: (row) => ({
    ...row,
    freeSpins: row.type === "redemption" ? row.freeSpinForPromoScanRedemption : row.freeSpinForPromoScan,
  }),
  fields: promoFields,
});

export function promoPath(row: { _id: string; type?: unknown }): string {
  return `/promos/${row.type === "redemption" ? "redemption" : "generic"}/${encodeURIComponent(row._id)}`;
}

export const promoScans = defineResource({
  key: "promoScans",
  section: "promoScan",
  endpoint: "promo-scans",
  owner: byVenue,
  titleField: "productName",
  actions: listOnly,
  list: {
    sortable: ["createdAt", "productName", "userName"],
    defaultSort: "-createdAt",
    filters: [{ name: "type", kind: "enum", options: promoTypes }],
    filterControls: [{ name: "type", label: "night.promos.type", optionPrefix: "night.promos.types" }],
    columns: [
      { field: "createdAt", label: "night.promoScan.scannedAt", sortable: true, format: "datetime" },
      { field: "productName", label: "night.promoScan.promo", sortable: true },
      {
        field: "type",
        label: "night.promos.type",
        format: "badge",
        enumPrefix: "night.promos.types",
        tones: promoTypeTones,
      },
      { field: "userName", label: "fields.user", sortable: true },
      { field: "eventName", label: "fields.event", context: "event" },
      { field: "freeSpins", label: "night.promos.freeSpins", format: "number" },
      { field: "scannedBy", label: "night.promoScan.scannedBy" },
    ],
  },
  fields: [],
});
