// Reservations (spec sections 3 and 4): the venue's list, the festival list and the event tabs (all, web and
// WhatsApp), with their states and flags. What can be done to one is in `~/lib/reservation-transitions`.
import { byVenue } from "~/core/row-scope";
import { reservationStatuses, type ReservationStatus } from "~/domains/reservations/reservation-transitions";
import type { ResourceDefinition, Tone } from "~/resource/definition";
import { defineResource } from "~/resource/definition";

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

export const reservationChannels = ["app", "web", "whatsapp"] as const;

const reservationList: ResourceDefinition["list"] = {
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
      optionsFrom: { endpoint: "lists", optionLabel: "name", venueScoped: true },
    },
    { name: "channel", label: "fields.channel", optionPrefix: "reservationChannels" },
    { name: "createdAt", label: "fields.reservedOn" },
  ],
  columns: [
    { field: "code", label: "fields.code", sortable: true },
    { field: "userName", label: "fields.user", sortable: true },
    { field: "eventName", label: "fields.event", sortable: true },
    {
      field: "status",
      label: "fields.status",
      sortable: true,
      format: "badge",
      enumPrefix: "reservationStatuses",
      tones: reservationStatusTones,
    },
    { field: "quantity", label: "fields.quantity", sortable: true, format: "number" },
    { field: "tableName", label: "fields.table" },
    {
      field: "flags",
      label: "fields.flags",
      format: "flags",
      flags: ["isGift", "isVip", "isVipTemporary", "hasFreeDrink", "sendTicketViaEmail"],
    },
    { field: "createdAt", label: "fields.reservedOn", sortable: true, format: "datetime" },
  ],
};

const listOnly = { create: false, edit: false, delete: false };

export const reservations = defineResource({
  key: "reservations",
  section: "reservations",
  endpoint: "reservations",
  owner: byVenue,
  titleField: "code",
  actions: listOnly,
  list: reservationList,
  fields: [],
});

export const festivalReservations = defineResource({
  ...reservations,
  key: "festivalReservations",
  section: "festivalReservations",
  scope: { festival: "true" },
});

/** The event tab of reservations made on the web and on WhatsApp. */
export const webReservations = defineResource({
  ...reservations,
  key: "webReservations",
  scope: { channel: "web,whatsapp" },
  list: {
    ...reservationList,
    filters: reservationList.filters!.filter((filter) => filter.name !== "channel"),
    filterControls: reservationList.filterControls!.filter((control) => control.name !== "channel"),
  },
});
