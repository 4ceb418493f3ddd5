// What happens at an event on the night (spec section 3), as the event workspace lists it: the galley's stock and the
// cloakroom's slots (orders, their items and tables are in ./orders, the products on sale in ./products).
import { defineResource } from "./resource";

const listOnly = { create: false, edit: false, delete: false };

export const galleys = defineResource({
  key: "galleys",
  section: "events",
  endpoint: "galleys",
  titleField: "productName",
  actions: listOnly,
  derive: (row) => ({ ...row, left: Math.max(0, Number(row.quantity ?? 0) - Number(row.totOrdered ?? 0)) }),
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

export const cloakroomSlotStatuses = ["free", "taken", "returned"] as const;

export const cloakroomSlots = defineResource({
  key: "cloakroomSlots",
  section: "events",
  endpoint: "cloakroom-slots",
  titleField: "code",
  actions: listOnly,
  list: {
    sortable: ["code", "status", "userName", "updatedAt"],
    defaultSort: "code",
    filters: [{ name: "status", kind: "enum", options: cloakroomSlotStatuses }],
    filterControls: [{ name: "status", label: "fields.status", optionPrefix: "cloakroomSlotStatuses" }],
    columns: [
      { field: "code", label: "fields.code", sortable: true },
      { field: "status", label: "fields.status", sortable: true, format: "badge", enumPrefix: "cloakroomSlotStatuses", tones: { free: "green", taken: "amber", returned: "slate" } },
      { field: "userName", label: "fields.user", sortable: true },
      { field: "updatedAt", label: "fields.updatedAt", sortable: true, format: "datetime" },
    ],
  },
  fields: [],
});
