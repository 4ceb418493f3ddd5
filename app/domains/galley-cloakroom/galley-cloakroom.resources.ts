// The galley's stock and the cloakroom's slots of one event (spec section 3), as the event workspace lists them. The
// galley tab updates stock through its log (app/lib/galley.ts), the cloakroom tab moves slots between their states
// (app/lib/cloakroom-transitions.ts).
import { byEvent } from "~/core/access/row-scope";
import { cloakroomStatuses } from "~/domains/galley-cloakroom/cloakroom-transitions";
import { galleyLeft, galleyMovements } from "~/domains/galley-cloakroom/galley";
import type { FieldDefinition } from "~/resource/fields";
import { defineResource } from "~/resource/definition";
import { numberValue, productDetail } from "~/resource/options";

export const galleys = defineResource({
  key: "galleys",
  owner: byEvent,
  section: "events",
  tab: "galley",
  endpoint: "galleys",
  titleField: "productName",
  // A product joins the night's stock (the form below) and leaves it while nothing of it was ordered; its quantity
  // changes through the stock movements of its own dialog, which the log records.
  actions: { create: true, edit: false, delete: true },
  derive: (row) => ({ ...row, left: galleyLeft(row as Parameters<typeof galleyLeft>[0]) }),
  list: {
    phoneCards: true,
    sortable: ["productName", "quantity", "totOrdered"],
    defaultSort: "productName",
    columns: [
      { field: "productName", label: "fields.product", sortable: true },
      { field: "quantity", label: "fields.quantity", sortable: true, format: "number" },
      { field: "totOrdered", label: "fields.totOrdered", sortable: true, format: "number" },
      { field: "left", label: "fields.left", format: "number" },
      { field: "finalQuantity", label: "fields.finalQuantity", format: "number" },
    ],
  },
  fields: [
    {
      name: "productId",
      label: "fields.product",
      component: "select",
      optionsFrom: { endpoint: "products", optionLabel: "name", venueScoped: true, detail: productDetail },
      rules: [{ kind: "required" }],
    },
    {
      name: "quantity",
      label: "night.galley.startingQuantity",
      component: "input",
      type: "number",
      rules: [{ kind: "required" }, { kind: "integer" }, { kind: "min", value: 0 }, { kind: "max", value: 100000 }],
      ...numberValue,
    },
  ],
});

/** The galley log as the tab shows it under the stock, newest first. */
export const galleyLogColumns = [
  { field: "createdAt", label: "night.galley.log.when", format: "datetime" },
  { field: "productName", label: "fields.product" },
  { field: "action", label: "night.galley.log.movement", format: "enum", enumPrefix: "night.galley.movements" },
  { field: "quantity", label: "fields.quantity", format: "number" },
  { field: "newQuantity", label: "night.galley.log.stockAfter", format: "number" },
  { field: "userName", label: "night.galley.log.by" },
] as const;

/** The stock movement form of one galley row: what happens, and how many units. */
export const galleyMovementFields: readonly FieldDefinition[] = [
  {
    name: "movement",
    label: "night.galley.movement",
    component: "select",
    options: galleyMovements.map((value) => ({ value, label: `night.galley.movements.${value}` })),
    rules: [{ kind: "required" }],
    initialValue: "load",
  },
  {
    name: "amount",
    label: "night.galley.amount",
    component: "input",
    type: "number",
    rules: [{ kind: "required" }, { kind: "integer" }, { kind: "min", value: 0 }],
  },
];

const cloakroomSlotStatuses = cloakroomStatuses;

export const cloakroomSlots = defineResource({
  key: "cloakroomSlots",
  duplicate: { field: "code", message: "errors.codeTaken" },
  owner: byEvent,
  section: "events",
  tab: "cloakroom",
  endpoint: "cloakroom-slots",
  titleField: "code",
  // Slots are made in numbered ranges (their own form), renamed or closed here, and removed while never used.
  actions: { create: false, edit: true, delete: true },
  list: {
    phoneCards: true,
    sortable: ["code", "status", "holderName", "updatedAt"],
    defaultSort: "code",
    filters: [{ name: "status", kind: "enum", options: cloakroomSlotStatuses }],
    filterControls: [{ name: "status", label: "fields.status", optionPrefix: "cloakroomSlotStatuses" }],
    columns: [
      { field: "code", label: "fields.code", sortable: true },
      {
        field: "status",
        label: "fields.status",
        sortable: true,
        format: "badge",
        enumPrefix: "cloakroomSlotStatuses",
        tones: { free: "green", taken: "amber", returned: "slate" },
      },
      { field: "holderName", label: "night.cloakroom.holder", sortable: true },
      { field: "closed", label: "night.cloakroom.closed", format: "boolean" },
      { field: "updatedAt", label: "fields.updatedAt", sortable: true, format: "datetime" },
    ],
  },
  fields: [
    {
      name: "code",
      label: "fields.code",
      component: "input",
      rules: [{ kind: "required" }, { kind: "maxLength", value: 20 }],
    },
    { name: "closed", label: "night.cloakroom.closedField", component: "toggle" },
  ],
});

/** The most slots one range makes: a big cloakroom's night, and no typo of a zero too many. */
export const maxSlotsAtOnce = 500;

/** The range form: slots `prefix + from` to `prefix + to` (one slot when `to` is blank). */
export const cloakroomRangeFields: readonly FieldDefinition[] = [
  {
    name: "prefix",
    label: "night.cloakroom.range.prefix",
    component: "input",
    placeholder: "night.cloakroom.range.prefixPlaceholder",
    rules: [{ kind: "maxLength", value: 10 }],
  },
  {
    name: "from",
    label: "night.cloakroom.range.from",
    component: "input",
    type: "number",
    rules: [{ kind: "required" }, { kind: "integer" }, { kind: "min", value: 1 }, { kind: "max", value: 99999 }],
  },
  {
    name: "to",
    label: "night.cloakroom.range.to",
    component: "input",
    type: "number",
    rules: [{ kind: "integer" }, { kind: "min", value: 1 }, { kind: "max", value: 99999 }],
  },
];
