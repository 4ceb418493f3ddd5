// Events and what is sold for them (spec sections 3, 4 and 9): the event itself and its ticket releases.
import { byEvent, eventsOwner } from "~/core/access/row-scope";
import { isTonight } from "~/core/format/venue-time";
import { releaseStatus, type ReleaseStatus } from "~/domains/events/ticket-release-status";
import type { Tone } from "~/resource/definition";
import { enumOptions, euro, listDetail, numberValue, productCategories } from "~/resource/options";
import { defineResource } from "~/resource/definition";

const wholeNumber = (min: number) => [{ kind: "integer" as const }, { kind: "min" as const, value: min }];

const eventPeriods = ["upcoming", "past", "all"] as const;

export const events = defineResource({
  key: "events",
  section: "events",
  endpoint: "events",
  // A venue's events are those it hosts; a format's, those it is the format of, whatever club hosts them.
  owner: eventsOwner,
  titleField: "name",
  // Tonight's event is marked on the list, and offers a one-tap way to the viewer's tab of the night (decision 030).
  derive: (row, now) => ({ ...row, tonight: isTonight(row, now) }),
  list: {
    sortable: ["name", "startDate", "endDate", "discoName", "createdAt"],
    // Upcoming first, the nearest on top; the past newest first.
    defaultSort: "startDate",
    defaultSortFor: (filters) => (filters.when === "past" ? "-startDate" : undefined),
    filters: [
      {
        name: "when",
        kind: "enum",
        options: eventPeriods,
        default: "upcoming",
        upstream: (value, now) =>
          value === "upcoming"
            ? { "endDate[gte]": now.toISOString() }
            : value === "past"
              ? { "endDate[lt]": now.toISOString() }
              : {},
      },
      { name: "discoId", kind: "text" },
      { name: "format", kind: "text" },
      { name: "isFestival", kind: "boolean" },
      { name: "hideOnApp", kind: "boolean" },
    ],
    filterControls: [
      { name: "when", label: "events.period", optionPrefix: "events.periods" },
      {
        name: "discoId",
        label: "fields.venue",
        optionsFrom: { endpoint: "discos", optionLabel: "name", query: { discoType: "disco" } },
      },
      {
        name: "format",
        label: "fields.format",
        optionsFrom: { endpoint: "discos", optionLabel: "name", query: { discoType: "format" } },
      },
      { name: "isFestival", label: "fields.isFestival" },
      { name: "hideOnApp", label: "fields.hideOnApp" },
    ],
    columns: [
      { field: "name", label: "fields.name", sortable: true, link: true },
      { field: "discoName", label: "fields.venue", sortable: true, context: "venue" },
      { field: "startDate", label: "fields.startDate", sortable: true, format: "datetime" },
      { field: "endDate", label: "fields.endDate", sortable: true, format: "datetime" },
      {
        field: "flags",
        label: "fields.flags",
        format: "flags",
        flags: ["tonight", "isFestival", "hideOnApp"],
        tones: { tonight: "green" },
      },
    ],
  },
  fields: [
    {
      name: "name",
      label: "fields.name",
      component: "input",
      rules: [{ kind: "required" }, { kind: "maxLength", value: 120 }],
    },
    {
      name: "discoId",
      label: "fields.venue",
      component: "select",
      optionsFrom: { endpoint: "discos", optionLabel: "name" },
      rules: [{ kind: "required" }],
    },
    {
      name: "format",
      label: "fields.format",
      component: "select",
      optionsFrom: { endpoint: "discos", optionLabel: "name", query: { discoType: "format" } },
    },
    { name: "datesSection", label: "events.datesSection", component: "separator" },
    { name: "startDate", label: "fields.startDate", component: "datetime", rules: [{ kind: "required" }] },
    {
      name: "endDate",
      label: "fields.endDate",
      component: "datetime",
      rules: [{ kind: "required" }, { kind: "after", field: "startDate" }],
    },
    { name: "startVisibilityDate", label: "fields.startVisibilityDate", component: "datetime" },
    {
      name: "minCustomerAge",
      label: "fields.minCustomerAge",
      component: "input",
      type: "number",
      rules: [...wholeNumber(0), { kind: "max", value: 99 }],
      initialValue: "18",
      ...numberValue,
    },
    { name: "detailsSection", label: "events.detailsSection", component: "separator" },
    { name: "address", label: "fields.address", component: "input", class: "full" },
    {
      name: "description",
      label: "fields.description",
      component: "textarea",
      class: "full",
      rules: [{ kind: "maxLength", value: 4000 }],
    },
    {
      name: "musicalGenresIds",
      label: "fields.musicalGenres",
      component: "select",
      multiple: true,
      optionsFrom: { endpoint: "musical-genres", optionLabel: "name" },
    },
    {
      name: "listsIds",
      label: "fields.lists",
      component: "select",
      multiple: true,
      optionsFrom: { endpoint: "lists", optionLabel: "name", venueScoped: true, detail: listDetail },
    },
    {
      name: "productTypes",
      label: "fields.productTypes",
      component: "select",
      multiple: true,
      options: enumOptions("productCategories", productCategories),
    },
    { name: "webImage", label: "fields.webImage", component: "upload", upload: "image", class: "full" },
    { name: "flagsSection", label: "events.flagsSection", component: "separator" },
    { name: "isFestival", label: "fields.isFestival", component: "toggle" },
    { name: "hideOnApp", label: "fields.hideOnApp", component: "toggle" },
    { name: "hideReservationButtonOnApp", label: "fields.hideReservationButtonOnApp", component: "toggle" },
    { name: "barEnabled", label: "fields.barEnabled", component: "toggle", initialValue: true },
    { name: "acceptReservationInstantly", label: "fields.acceptReservationInstantly", component: "toggle" },
    { name: "hasFreeSpins", label: "fields.hasFreeSpins", component: "toggle" },
    {
      name: "sendRecapOrderTicketToEmail",
      label: "fields.sendRecapOrderTicketToEmail",
      component: "toggle",
      initialValue: true,
    },
    { name: "userDocumentSentMandatory", label: "fields.userDocumentSentMandatory", component: "toggle" },
  ],
});

const releaseGenres = ["all", "male", "female"] as const;

const releaseStatusTones: Record<ReleaseStatus, Tone> = {
  not_started: "slate",
  available: "green",
  low_stock: "amber",
  sold_out: "red",
  expired: "slate",
};

export const ticketReleases = defineResource({
  key: "ticketReleases",
  owner: byEvent,
  section: "events",
  tab: "ticket-releases",
  endpoint: "ticket-releases",
  titleField: "name",
  derive: (row, now) => ({
    ...row,
    status: releaseStatus(row, now),
    left: Math.max(0, Number(row.maxTickets ?? 0) - Number(row.soldTickets ?? 0)),
  }),
  list: {
    sortable: ["hierarchyOrder", "name", "fromDate", "toDate", "price"],
    defaultSort: "hierarchyOrder",
    columns: [
      // The list is in this order already: below 1536 px its number gives way so the release's name has room.
      { field: "hierarchyOrder", label: "fields.hierarchyOrder", sortable: true, format: "number", priority: "low" },
      { field: "name", label: "fields.name", sortable: true },
      {
        field: "status",
        label: "fields.status",
        format: "badge",
        enumPrefix: "releaseStatuses",
        tones: releaseStatusTones,
      },
      { field: "fromDate", label: "fields.fromDate", sortable: true, format: "datetime" },
      { field: "toDate", label: "fields.toDate", sortable: true, format: "datetime" },
      // Under 1536 px the tickets left stand for the maximum, and the online total gives way (decision 036).
      { field: "left", label: "fields.ticketsLeft", format: "number" },
      { field: "maxTickets", label: "fields.maxTickets", format: "number", priority: "low" },
      { field: "price", label: "fields.price", sortable: true, format: "money" },
      { field: "totalPrice", label: "fields.totalPrice", format: "money", priority: "low" },
    ],
  },
  fields: [
    {
      name: "name",
      label: "fields.name",
      component: "input",
      rules: [{ kind: "required" }, { kind: "maxLength", value: 80 }],
    },
    { name: "parentReleaseId", label: "fields.parentRelease", component: "select" },
    { name: "description", label: "fields.description", component: "textarea", class: "full" },
    {
      name: "maxTickets",
      label: "fields.maxTickets",
      component: "input",
      type: "number",
      rules: [{ kind: "required" }, ...wholeNumber(1)],
      ...numberValue,
    },
    {
      name: "hierarchyOrder",
      label: "fields.hierarchyOrder",
      component: "input",
      type: "number",
      rules: wholeNumber(0),
      initialValue: "0",
      ...numberValue,
    },
    { name: "fromDate", label: "fields.fromDate", component: "datetime", rules: [{ kind: "required" }] },
    {
      name: "toDate",
      label: "fields.toDate",
      component: "datetime",
      rules: [{ kind: "required" }, { kind: "after", field: "fromDate" }],
    },
    {
      name: "price",
      label: "fields.price",
      component: "input",
      type: "text",
      suffix: "fields.euroSuffix",
      rules: [{ kind: "required" }, { kind: "number" }, { kind: "min", value: 0 }],
      ...euro,
    },
    {
      name: "genre",
      label: "fields.genre",
      component: "select",
      options: enumOptions("releaseGenres", releaseGenres),
      initialValue: "all",
      rules: [{ kind: "required" }],
    },
    { name: "showPayInLoco", label: "fields.showPayInLoco", component: "toggle" },
    { name: "showPayOnline", label: "fields.showPayOnline", component: "toggle", initialValue: true },
    { name: "hideFeesOnUser", label: "fields.hideFeesOnUser", component: "toggle" },
  ],
});

export type EventPhase = "upcoming" | "ongoing" | "past";

/** Where an event stands now: before its start, between start and end, after its end. */
export function eventPhase(event: { startDate?: unknown; endDate?: unknown }, now: Date): EventPhase {
  const start = typeof event.startDate === "string" ? Date.parse(event.startDate) : NaN;
  const end = typeof event.endDate === "string" ? Date.parse(event.endDate) : NaN;
  if (!Number.isNaN(end) && now.getTime() > end) return "past";
  if (!Number.isNaN(start) && now.getTime() >= start) return "ongoing";
  return "upcoming";
}

export const eventPhaseTones: Record<EventPhase, Tone> = { upcoming: "blue", ongoing: "green", past: "slate" };
