// The galley's stock and the cloakroom's slots of one event (spec section 3), as the event workspace lists them. The
// galley tab updates stock through its log (app/lib/galley.ts), the cloakroom tab moves slots between their states
// (app/lib/cloakroom-transitions.ts).
import { byVenue } from "~/core/row-scope";
import { cloakroomStatuses } from "~/domains/galley-cloakroom/cloakroom-transitions";
import { galleyLeft, galleyMovements } from "~/domains/galley-cloakroom/galley";
import type { FieldDefinition } from "~/resource/fields";
import { defineResource } from "~/resource/definition";

const listOnly = { create: false, edit: false, delete: false };

export const galleys = defineResource({
  key: "galleys",
  owner: byVenue,
  section: "events",
  endpoint: "galleys",
  titleField: "productName",
  actions: listOnly,
  derive: (row) => ({ ...row, left: galleyLeft(row as Parameters<typeof galleyLeft>[0]) }),
  list: {
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
  fields: [],
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

export const cloakroomSlotStatuses = cloakroomStatuses;

export const cloakroomSlots = defineResource({
  key: "cloakroomSlots",
  owner: byVenue,
  section: "events",
  endpoint: "cloakroom-slots",
  titleField: "code",
  actions: listOnly,
  list: {
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
      { field: "updatedAt", label: "fields.updatedAt", sortable: true, format: "datetime" },
    ],
  },
  fields: [],
});
