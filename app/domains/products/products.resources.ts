// What a venue sells (spec section 3): its products, generic or redemption (the category says which), the product
// templates the platform offers, the assignment of products or templates to venues, events or users, and the
// products available at one event (assignments to that event).
import { byEvent, byVenue } from "~/core/access/row-scope";
import type { FieldDefinition, Rule } from "~/resource/fields";
import { ivaOrDefault, redemptionCategory } from "~/domains/products/product-credits";
import {
  enumOptions,
  euro,
  numberValue,
  productCategories as categories,
  productDetail,
  venueStatuses,
} from "~/resource/options";
import { defineResource, type Column } from "~/resource/definition";

const money = (extra: readonly Rule[] = []): readonly Rule[] => [
  ...extra,
  { kind: "number" },
  { kind: "min", value: 0 },
];
const whole: readonly Rule[] = [{ kind: "integer" }, { kind: "min", value: 0 }];
const isRedemption = (values: Record<string, unknown>) => values.category === redemptionCategory;

/** The fields of a product, and of a template (which has no category of a venue's). */
export function productFields(kind: "product" | "template"): FieldDefinition[] {
  return [
    {
      name: "name",
      label: "fields.name",
      component: "input",
      rules: [{ kind: "required" }, { kind: "maxLength", value: 120 }],
    },
    {
      name: "category",
      label: "fields.category",
      component: "select",
      options: enumOptions("productCategories", categories),
      rules: [{ kind: "required" }],
    },
    ...(kind === "product"
      ? [
          {
            name: "productCategoryId",
            label: "products.fields.productCategory",
            component: "select",
            optionsFrom: { endpoint: "product-categories", optionLabel: "name", venueScoped: true },
          } satisfies FieldDefinition,
        ]
      : []),
    {
      name: "status",
      label: "fields.status",
      component: "select",
      options: enumOptions("venueStatuses", venueStatuses),
      initialValue: "enabled",
      rules: [{ kind: "required" }],
    },
    { name: "pricesSection", label: "products.pricesSection", component: "separator" },
    {
      name: "price",
      label: "fields.price",
      component: "input",
      suffix: "fields.euroSuffix",
      rules: money([{ kind: "required" }]),
      ...euro,
    },
    {
      name: "stripePrice",
      label: "fields.stripePrice",
      component: "input",
      suffix: "fields.euroSuffix",
      rules: money(),
      ...euro,
    },
    {
      name: "originalPrice",
      label: "products.fields.originalPrice",
      component: "input",
      suffix: "fields.euroSuffix",
      // A redemption product is sold below its original price: the difference is what the buyer saves.
      rules: (values) =>
        isRedemption(values)
          ? [
              ...money([{ kind: "required" }]),
              { kind: "above", field: "price", message: "products.originalAbovePrice" },
            ]
          : money(),
      ...euro,
    },
    {
      name: "iva",
      label: "fields.iva",
      // Chosen from the upstream's VAT rates (spec section 7, vat-rates); left blank it is 22 % (ivaOrDefault).
      component: "select",
      optionsFrom: {
        endpoint: "vat-rates",
        optionLabel: "name",
        optionValue: "percentage",
        describe: (rate) => `${String(rate.name ?? "")} · ${String(rate.percentage ?? "")} %`,
        whole: true,
      },
      placeholder: "products.ivaPlaceholder",
      rules: [{ kind: "number" }, { kind: "min", value: 0 }, { kind: "max", value: 100 }],
      ...numberValue,
    },
    { name: "availabilitySection", label: "products.availabilitySection", component: "separator" },
    { name: "alcohol", label: "fields.alcohol", component: "toggle" },
    { name: "stock", label: "products.fields.stock", component: "input", type: "number", rules: whole, ...numberValue },
    { name: "expirationDate", label: "products.fields.expirationDate", component: "date" },
    {
      name: "hierarchyOrder",
      label: "fields.hierarchyOrder",
      component: "input",
      type: "number",
      rules: whole,
      ...numberValue,
    },
    { name: "appSection", label: "products.appSection", component: "separator" },
    { name: "image", label: "fields.image", component: "upload", upload: "image", class: "full" },
    {
      name: "notificationText",
      label: "products.fields.notificationText",
      component: "textarea",
      rules: [{ kind: "maxLength", value: 500 }],
    },
    { name: "link", label: "fields.link", component: "input", type: "url", class: "full", rules: [{ kind: "url" }] },
    { name: "creditsSection", label: "products.creditsSection", component: "separator" },
    {
      name: "freeSpinForPromoScan",
      label: "products.fields.freeSpinForPromoScan",
      component: "input",
      type: "number",
      placeholder: "products.creditsPlaceholder",
      rules: whole,
      ...numberValue,
    },
    {
      name: "freeSpinForPromoScanRedemption",
      label: "products.fields.freeSpinForPromoScanRedemption",
      component: "input",
      type: "number",
      placeholder: "products.creditsPlaceholder",
      rules: whole,
      ...numberValue,
    },
  ];
}

// Eleven columns do not fit beside the row's actions on a desk under 1536 px: the price before discount, the IVA and the
// promo credits give way there (decision 036); the record, the column chooser and the CSV keep them.
const productColumns: readonly Column[] = [
  { field: "hierarchyOrder", label: "fields.hierarchyOrder", sortable: true, format: "number" },
  { field: "name", label: "fields.name", sortable: true },
  { field: "category", label: "fields.category", sortable: true, format: "enum", enumPrefix: "productCategories" },
  { field: "price", label: "fields.price", sortable: true, format: "money" },
  { field: "originalPrice", label: "products.fields.originalPrice", format: "money", priority: "low" },
  { field: "iva", label: "fields.iva", format: "percent", priority: "low" },
  { field: "stock", label: "products.fields.stock", sortable: true, format: "number" },
  { field: "alcohol", label: "fields.alcohol", format: "boolean" },
  { field: "freeSpinForPromoScan", label: "products.fields.purchaseCredits", format: "number", priority: "low" },
  {
    field: "freeSpinForPromoScanRedemption",
    label: "products.fields.redemptionCredits",
    format: "number",
    priority: "low",
  },
  {
    field: "status",
    label: "fields.status",
    sortable: true,
    format: "badge",
    enumPrefix: "venueStatuses",
    tones: { enabled: "green", disabled: "slate" },
  },
];

/** A blank or zero IVA is shown as the 22 % that applies (spec section 5). */
const withIva = (row: Record<string, unknown>) => ({ ...row, iva: ivaOrDefault(row.iva) });

const productFilters = {
  filters: [
    { name: "category", kind: "enum", options: categories },
    { name: "status", kind: "enum", options: venueStatuses },
    { name: "alcohol", kind: "boolean" },
  ],
  filterControls: [
    { name: "category", label: "fields.category", optionPrefix: "productCategories" },
    { name: "status", label: "fields.status", optionPrefix: "venueStatuses" },
    { name: "alcohol", label: "fields.alcohol" },
  ],
} as const;

export const products = defineResource({
  key: "products",
  section: "products",
  endpoint: "products",
  owner: byVenue,
  titleField: "name",
  derive: withIva,
  list: {
    sortable: ["hierarchyOrder", "name", "category", "price", "stock", "status", "createdAt"],
    defaultSort: "hierarchyOrder",
    ...productFilters,
    columns: productColumns,
  },
  fields: productFields("product"),
});

export const productTemplates = defineResource({
  key: "productTemplates",
  section: "productTemplates",
  endpoint: "product-templates",
  titleField: "name",
  derive: withIva,
  list: {
    sortable: ["hierarchyOrder", "name", "category", "price", "stock", "status", "createdAt"],
    defaultSort: "hierarchyOrder",
    ...productFilters,
    columns: productColumns,
  },
  fields: productFields("template"),
});

export const assignTargets = ["venue", "event", "user"] as const;

/** Who an assignment is for: a user, else an event, else the venue (spec section 3: venues, events or users). */
export function assignTarget(assignment: { userId?: unknown; eventId?: unknown }): (typeof assignTargets)[number] {
  return assignment.userId ? "user" : assignment.eventId ? "event" : "venue";
}

export const assignProducts = defineResource({
  key: "assignProducts",
  section: "assignProducts",
  endpoint: "assign-products",
  owner: byVenue,
  titleField: "productName",
  derive: (row) => ({
    ...row,
    item: row.productName ?? row.productTemplateName ?? "",
    assignee: row.userName ?? row.eventName ?? row.discoName ?? "",
  }),
  list: {
    sortable: ["target", "quantity", "createdAt"],
    defaultSort: "-createdAt",
    filters: [{ name: "target", kind: "enum", options: assignTargets }],
    filterControls: [{ name: "target", label: "products.fields.assignTarget", optionPrefix: "products.assignTargets" }],
    columns: [
      { field: "item", label: "fields.product" },
      {
        field: "target",
        label: "products.fields.assignTarget",
        sortable: true,
        format: "enum",
        enumPrefix: "products.assignTargets",
      },
      { field: "assignee", label: "fields.assignedTo" },
      { field: "quantity", label: "fields.quantity", sortable: true, format: "number" },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "date" },
    ],
  },
  fields: [
    {
      name: "productId",
      label: "fields.product",
      component: "select",
      optionsFrom: { endpoint: "products", optionLabel: "name", venueScoped: true, detail: productDetail },
      rules: (values) => (values.productTemplateId ? [] : [{ kind: "required" }]),
    },
    {
      name: "productTemplateId",
      label: "products.fields.productTemplate",
      component: "select",
      optionsFrom: { endpoint: "product-templates", optionLabel: "name" },
    },
    {
      name: "discoId",
      label: "fields.venue",
      component: "select",
      optionsFrom: { endpoint: "discos", optionLabel: "name", query: { discoType: "disco" } },
    },
    {
      name: "eventId",
      label: "fields.event",
      component: "select",
      optionsFrom: { endpoint: "events", optionLabel: "name", venueScoped: true },
    },
    {
      name: "userId",
      label: "fields.user",
      component: "select",
      optionsFrom: { endpoint: "users", optionLabel: ["name", "surname"] },
    },
    {
      name: "quantity",
      label: "fields.quantity",
      component: "input",
      type: "number",
      initialValue: "1",
      rules: [{ kind: "required" }, { kind: "integer" }, { kind: "min", value: 1 }],
      ...numberValue,
    },
  ],
});

/** The products available at an event: the assignments of the venue's products to that event. */
/** Adding one of the venue's products to an event: the product, picked among those not there yet. */
export const addEventProductFields: readonly FieldDefinition[] = [
  { name: "productId", label: "products.addToEvent", component: "select", rules: [{ kind: "required" }] },
];

export const eventProducts = defineResource({
  key: "eventProducts",
  owner: byEvent,
  section: "events",
  tab: "products",
  endpoint: "assign-products",
  scope: { target: "event" },
  titleField: "productName",
  actions: { create: false, edit: false, delete: false },
  list: {
    sortable: ["productName", "createdAt"],
    defaultSort: "productName",
    columns: [
      { field: "productName", label: "fields.product", sortable: true },
      { field: "createdAt", label: "products.fields.addedOn", sortable: true, format: "date" },
    ],
  },
  fields: [],
});
