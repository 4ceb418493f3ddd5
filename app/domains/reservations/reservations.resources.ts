// Reservations (spec sections 3 and 4): the venue's list, the festival list and the event tabs (all, web and
// WhatsApp), with their states and flags. What can be done to one is in `reservation-transitions.ts`; staff create
// and edit them (guest, table, flags) through the form of this field list.
import { byEvent } from "~/core/access/row-scope";
import { reservationStatuses, type ReservationStatus } from "~/domains/reservations/reservation-transitions";
import type { ResourceDefinition, Tone } from "~/resource/definition";
import { defineResource } from "~/resource/definition";
import type { FieldDefinition } from "~/resource/fields";
import { listDetail, numberValue } from "~/resource/options";

export const reservationStatusTones: Record<ReservationStatus, Tone> = {
  usable: "green",
  pending: "amber",
  accepted: "green",
  rejected: "red",
  cancelled: "slate",
  deleted: "slate",
  toPay: "amber",
  refunded: "blue",
  used: "slate",
  waitingOrganizer: "amber",
};

/** The flags of spec section 3 a reservation carries, in the order the form and the list show them. */
const reservationFlags = ["isGift", "isVip", "isVipTemporary", "hasFreeDrink", "sendTicketViaEmail"] as const;

const reservationChannels = ["app", "web", "whatsapp", "backoffice"] as const;

const reservationList: ResourceDefinition["list"] = {
  // The row's changes (reservations-page.tsx), which its state allows, named by its code.
  rowReads: ["status", "code"],
  sortable: ["code", "userName", "eventName", "status", "quantity", "createdAt"],
  defaultSort: "-createdAt",
  filters: [
    { name: "status", kind: "enum", options: reservationStatuses },
    { name: "listId", kind: "text" },
    { name: "channel", kind: "enum", options: reservationChannels },
    { name: "createdAt", kind: "dateRange" },
  ],
  filterControls: [
    { name: "status", label: "fields.status", optionPrefix: "reservationStatuses" },
    {
      name: "listId",
      label: "fields.list",
      // Lists of one name (a promoter's list each night) are told apart by their event and promoter.
      optionsFrom: { endpoint: "lists", optionLabel: "name", venueScoped: true, detail: listDetail },
    },
    { name: "channel", label: "fields.channel", optionPrefix: "reservationChannels" },
    { name: "createdAt", label: "fields.reservedOn" },
  ],
  columns: [
    { field: "code", label: "fields.code", sortable: true },
    { field: "userName", label: "fields.user", sortable: true },
    { field: "eventName", label: "fields.event", sortable: true, context: "event" },
    {
      field: "status",
      label: "fields.status",
      sortable: true,
      format: "badge",
      enumPrefix: "reservationStatuses",
      tones: reservationStatusTones,
    },
    { field: "quantity", label: "fields.quantity", sortable: true, format: "number" },
    // The least read on a desk: they give way first when the table is wider than its box (decision 036).
    { field: "tableName", label: "fields.table", priority: "low" },
    {
      field: "flags",
      label: "fields.flags",
      format: "flags",
      flags: reservationFlags,
      // Its chips are the widest cell of a row: under 1536 px the guest's name keeps that room instead.
      priority: "low",
    },
    { field: "createdAt", label: "fields.reservedOn", sortable: true, format: "datetime", priority: "low" },
  ],
};

const eventField = (query?: Record<string, string>): FieldDefinition => ({
  name: "eventId",
  label: "fields.event",
  component: "select",
  optionsFrom: { endpoint: "events", optionLabel: "name", venueScoped: true, query },
  rules: [{ kind: "required" }],
});

/**
 * What staff fill for a reservation: the event (fixed by an event's tabs), the guest (an app user: the ticket goes to
 * their account, and by email when asked), how many tickets, the table it takes (optional; the action checks its
 * capacity) and the flags. Its state is never typed: it changes through the transitions.
 */
const reservationFields = (event: FieldDefinition): FieldDefinition[] => [
  event,
  {
    name: "userId",
    label: "fields.guest",
    component: "select",
    optionsFrom: { endpoint: "users", optionLabel: ["name", "surname"], query: { role: "user" } },
    rules: [{ kind: "required" }],
  },
  {
    name: "quantity",
    label: "fields.quantity",
    component: "input",
    type: "number",
    rules: [{ kind: "required" }, { kind: "integer" }, { kind: "min", value: 1 }],
    initialValue: "1",
    ...numberValue,
  },
  {
    name: "tableId",
    label: "fields.table",
    component: "select",
    // Tables of one name in two areas (or two venues, for an admin outside an event) read apart by their area.
    optionsFrom: { endpoint: "tables", optionLabel: ["code", "name"], venueScoped: true, detail: [{ field: "area" }] },
  },
  { name: "flagsSection", label: "fields.flags", component: "separator" },
  ...reservationFlags.map((flag): FieldDefinition => ({
    name: flag,
    label: `fields.${flag}`,
    component: "checkbox",
    initialValue: false,
  })),
];

export const reservations = defineResource({
  key: "reservations",
  section: "reservations",
  endpoint: "reservations",
  owner: byEvent,
  titleField: "code",
  // A reservation is never deleted from here: it is cancelled, rejected or refunded (its states, spec section 4).
  actions: { delete: false },
  // Made by the venue's staff, so already accepted, unlike a guest's request from the app or the web.
  createValues: { status: "accepted", channel: "backoffice" },
  list: reservationList,
  fields: reservationFields(eventField()),
});

export const festivalReservations = defineResource({
  ...reservations,
  key: "festivalReservations",
  section: "festivalReservations",
  scope: { festival: "true" },
  fields: reservationFields(eventField({ isFestival: "true" })),
});

/** The event tab of reservations made on the web and on WhatsApp: guests make them, staff edit and move them. */
export const webReservations = defineResource({
  ...reservations,
  key: "webReservations",
  scope: { channel: "web,whatsapp" },
  actions: { create: false, delete: false },
  list: {
    ...reservationList,
    filters: reservationList.filters!.filter((filter) => filter.name !== "channel"),
    filterControls: reservationList.filterControls!.filter((control) => control.name !== "channel"),
  },
});
