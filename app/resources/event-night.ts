// What happens at an event on the night (spec section 3), as the event workspace lists it: orders and their items,
// the products on sale, the galley's stock and the cloakroom's slots. The working screens over them (delivery, stock
// updates) build on these definitions.
import { defineResource } from "./resource";
import { tables } from "./venue-content";
import { reservationStatusTones } from "./reservations";

const listOnly = { create: false, edit: false, delete: false };

export const orderStatuses = ["pending", "accepted", "rejected", "cancelled", "deleted", "toPay", "waitingPayment", "paid", "refunded", "refused", "inProgress"] as const;
export const paymentTypes = ["free-spin", "loco", "stripe", "gift", "free-drink"] as const;
export const deliveryStatuses = ["waiting", "delivered"] as const;

export const eventOrders = defineResource({
  key: "eventOrders",
  section: "orders",
  endpoint: "orders",
  venueScoped: true,
  titleField: "token",
  actions: listOnly,
  list: {
    sortable: ["token", "userName", "price", "status", "createdAt"],
    defaultSort: "-createdAt",
    filters: [
      { name: "status", kind: "enum", options: orderStatuses },
      { name: "paymentType", kind: "enum", options: paymentTypes },
      { name: "deliveryStatus", kind: "enum", options: deliveryStatuses },
    ],
    filterControls: [
      { name: "status", label: "fields.status", optionPrefix: "orderStatuses" },
      { name: "paymentType", label: "fields.paymentType", optionPrefix: "paymentTypes" },
      { name: "deliveryStatus", label: "fields.deliveryStatus", optionPrefix: "deliveryStatuses" },
    ],
    columns: [
      { field: "token", label: "fields.code", sortable: true },
      { field: "userName", label: "fields.user", sortable: true },
      { field: "quantity", label: "fields.quantity", format: "number" },
      { field: "price", label: "fields.price", sortable: true, format: "money" },
      { field: "paymentType", label: "fields.paymentType", format: "enum", enumPrefix: "paymentTypes" },
      {
        field: "status",
        label: "fields.status",
        sortable: true,
        format: "badge",
        enumPrefix: "orderStatuses",
        tones: { ...reservationStatusTones, paid: "green", waitingPayment: "amber", refused: "red", inProgress: "blue" },
      },
      { field: "deliveryStatus", label: "fields.deliveryStatus", format: "badge", enumPrefix: "deliveryStatuses", tones: { waiting: "amber", delivered: "green" } },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "datetime" },
    ],
  },
  fields: [],
});

export const orderItems = defineResource({
  key: "orderItems",
  section: "orders",
  endpoint: "order-items",
  titleField: "productName",
  actions: listOnly,
  list: {
    sortable: ["productName", "quantity", "price", "createdAt"],
    defaultSort: "-createdAt",
    columns: [
      { field: "productName", label: "fields.product", sortable: true },
      { field: "quantity", label: "fields.quantity", sortable: true, format: "number" },
      { field: "price", label: "fields.price", sortable: true, format: "money" },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "datetime" },
    ],
  },
  fields: [],
});

export const eventProducts = defineResource({
  key: "eventProducts",
  section: "events",
  endpoint: "assign-products",
  titleField: "productName",
  actions: listOnly,
  list: {
    sortable: ["productName", "quantity", "createdAt"],
    defaultSort: "productName",
    columns: [
      { field: "productName", label: "fields.product", sortable: true },
      { field: "userName", label: "fields.assignedTo" },
      { field: "quantity", label: "fields.quantity", sortable: true, format: "number" },
    ],
  },
  fields: [],
});

// The galley and the cloakroom have their own module, with the working screens over them.
export { cloakroomSlots, cloakroomSlotStatuses, galleys } from "./galley-cloakroom";

/** The venue's tables as an event sees them: how many of each table's places are taken that night. */
export const eventTables = defineResource({
  ...tables,
  key: "eventTables",
  actions: listOnly,
  list: {
    ...tables.list,
    columns: [...tables.list.columns, { field: "reserved", label: "fields.reservedAtEvent" }],
  },
});
