// Orders and what hangs off them (spec sections 3 and 4): the venue's orders, an event's orders and their items,
// the orders at tables with the commission on table products, and the venue's tables as an event sees them. What can
// be done to an order is in `~/lib/order-transitions`, the commission in `~/lib/table-commission`.
import { byEvent } from "~/core/access/row-scope";
import {
  deliveryStatuses,
  orderStatuses,
  paymentTypes,
  servedDelivery,
  type OrderStatus,
} from "~/domains/orders/order-transitions";
import { tableCommission } from "~/domains/orders/table-commission";
import type { Column, ResourceDefinition, Tone } from "~/resource/definition";
import { defineResource } from "~/resource/definition";
import { tables } from "~/domains/venues/venue-content.resources";

const listOnly = { create: false, edit: false, delete: false };

export const orderStatusTones: Record<OrderStatus, Tone> = {
  pending: "amber",
  accepted: "green",
  rejected: "red",
  cancelled: "slate",
  deleted: "slate",
  toPay: "amber",
  waitingPayment: "amber",
  paid: "green",
  refunded: "blue",
  refused: "red",
  inProgress: "blue",
};

export const deliveryStatusTones: Record<(typeof deliveryStatuses)[number], Tone> = {
  waiting: "amber",
  delivered: "green",
};

const eventFilter = {
  name: "eventId",
  label: "fields.event",
  optionsFrom: { endpoint: "events", optionLabel: "name", venueScoped: true },
};

const column = {
  token: { field: "token", label: "fields.code", sortable: true },
  event: { field: "eventName", label: "fields.event", sortable: true, context: "event" },
  user: { field: "userName", label: "fields.user", sortable: true },
  lines: { field: "lines", label: "orders.lines" },
  price: { field: "price", label: "fields.price", sortable: true, format: "money" },
  paymentType: { field: "paymentType", label: "fields.paymentType", format: "enum", enumPrefix: "paymentTypes" },
  status: {
    field: "status",
    label: "fields.status",
    sortable: true,
    format: "badge",
    enumPrefix: "orderStatuses",
    tones: orderStatusTones,
  },
  delivery: {
    field: "deliveryStatus",
    label: "fields.deliveryStatus",
    sortable: true,
    format: "badge",
    enumPrefix: "deliveryStatuses",
    tones: deliveryStatusTones,
  },
  // Orders come newest first: on a desk under 1536 px their time gives way to the row's state (decision 036).
  createdAt: { field: "createdAt", label: "fields.createdAt", sortable: true, format: "datetime", priority: "low" },
  quantity: { field: "quantity", label: "fields.quantity", format: "number" },
  dataCashIdtrx: { field: "dataCashIdtrx", label: "orders.detail.dataCashIdtrx" },
  dataCashProgressivo: { field: "dataCashProgressivo", label: "orders.detail.dataCashProgressivo" },
} satisfies Record<string, Column>;

/** What an order holds, in a few words: '2× Gin tonic, 1× Spritz'. */
export function linesText(row: Record<string, unknown>): string {
  const lines = Array.isArray(row.orderItems) ? row.orderItems : [];
  return lines
    .filter((line): line is { productName?: string; quantity?: number } => typeof line === "object" && line !== null)
    .map((line) => `${line.quantity ?? 1}× ${line.productName ?? ""}`.trim())
    .join(", ");
}

const orderList: ResourceDefinition["list"] = {
  // The row's actions (order-transitions.ts), named by the order's code.
  rowReads: ["status", "deliveryStatus", "paymentType", "token"],
  sortable: ["token", "eventName", "price", "status", "deliveryStatus", "createdAt"],
  defaultSort: "-createdAt",
  filters: [
    { name: "status", kind: "enum", options: orderStatuses },
    { name: "paymentType", kind: "enum", options: paymentTypes },
    { name: "deliveryStatus", kind: "enum", options: deliveryStatuses },
    { name: "eventId", kind: "text" },
    { name: "createdAt", kind: "dateRange" },
  ],
  filterControls: [
    { name: "status", label: "fields.status", optionPrefix: "orderStatuses" },
    { name: "paymentType", label: "fields.paymentType", optionPrefix: "paymentTypes" },
    { name: "deliveryStatus", label: "fields.deliveryStatus", optionPrefix: "deliveryStatuses" },
    eventFilter,
    { name: "createdAt", label: "orders.orderedOn" },
  ],
  // What fits beside the row's actions at a desk: what was ordered shows in the refund dialog, on the bar board and in
  // the order items; the customer is found with the search.
  columns: [
    column.token,
    column.event,
    column.price,
    column.paymentType,
    column.status,
    column.delivery,
    column.createdAt,
  ],
  // The CSV has what a row leaves to the detail: who ordered, how many pieces, the Data Cash transaction.
  exportColumns: [column.user, column.quantity, column.dataCashIdtrx, column.dataCashProgressivo],
};

/** `/orders`: every order of the venue (all of them for an admin). */
export const orders = defineResource({
  key: "orders",
  section: "orders",
  endpoint: "orders",
  owner: byEvent,
  titleField: "token",
  actions: listOnly,
  // The delivery column speaks only of orders the bar serves (a refunded order is not "to deliver").
  derive: (row) => ({ ...row, deliveryStatus: servedDelivery(row) }),
  list: orderList,
  fields: [],
});

/** The event's `orders` tab: the same list, the event fixed (its filter is then not offered). */
export const eventOrders = defineResource({
  ...orders,
  key: "eventOrders",
  list: {
    ...orderList,
    sortable: ["token", "userName", "price", "status", "deliveryStatus", "createdAt"],
    // Within one event the customer takes the event's place.
    columns: [
      column.token,
      column.user,
      column.price,
      column.paymentType,
      column.status,
      column.delivery,
      column.createdAt,
    ],
  },
});

/** The event's `order-items` tab: each product ordered, with what the line comes to. */
export const orderItems = defineResource({
  key: "orderItems",
  section: "orders",
  endpoint: "order-items",
  titleField: "productName",
  actions: listOnly,
  derive: (row) => ({ ...row, amount: (Number(row.price) || 0) * (Number(row.quantity) || 0) }),
  list: {
    sortable: ["productName", "quantity", "price", "createdAt"],
    defaultSort: "-createdAt",
    filters: [{ name: "createdAt", kind: "dateRange" }],
    filterControls: [{ name: "createdAt", label: "orders.orderedOn" }],
    columns: [
      { field: "productName", label: "fields.product", sortable: true },
      { field: "category", label: "fields.category", format: "enum", enumPrefix: "productCategories" },
      { field: "quantity", label: "fields.quantity", sortable: true, format: "number" },
      { field: "price", label: "orders.unitPrice", sortable: true, format: "money" },
      { field: "amount", label: "orders.amount", format: "money" },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "datetime" },
    ],
  },
  fields: [],
});

/** `/orders/tables`: the orders placed at a table, with the commission on their table products (spec section 9). */
export const tableOrders = defineResource({
  key: "tableOrders",
  section: "ordersTables",
  endpoint: "orders",
  scope: { "tableId[ne]": "" },
  owner: byEvent,
  titleField: "token",
  actions: listOnly,
  derive: (row) => ({ ...row, lines: linesText(row), commission: tableCommission(row).commission }),
  list: {
    ...orderList,
    sortable: ["token", "tableName", "eventName", "price", "status", "createdAt"],
    filters: [
      ...orderList.filters!.filter((filter) => filter.name !== "deliveryStatus"),
      { name: "tableId", kind: "text" },
    ],
    filterControls: [
      ...orderList.filterControls!.filter((control) => control.name !== "deliveryStatus"),
      {
        name: "tableId",
        label: "fields.table",
        optionsFrom: { endpoint: "tables", optionLabel: "name", venueScoped: true },
      },
    ],
    columns: [
      column.token,
      { field: "tableName", label: "fields.table", sortable: true } satisfies Column,
      column.event,
      column.lines,
      column.price,
      { field: "commission", label: "orders.commission", format: "money" } satisfies Column,
      column.paymentType,
      column.status,
      column.createdAt,
    ],
  },
  fields: [],
});

/**
 * The venue's tables as an event sees them: how many of each table's places are taken that night. Created and edited
 * from the tab too; deleted only in the tables section.
 */
export const eventTables = defineResource({
  ...tables,
  key: "eventTables",
  actions: { delete: false },
  list: {
    ...tables.list,
    columns: [...tables.list.columns, { field: "reserved", label: "fields.reservedAtEvent" }],
  },
});
