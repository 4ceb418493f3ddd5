// What a venue shows and keeps (spec section 3): banners, galleries, VIPs, followers, tables and spin gifts.
import { byVenue } from "~/core/access/row-scope";
import { euro, numberValue, productDetail } from "~/resource/options";
import { defineResource } from "~/resource/definition";

const wholeNumber = (min: number) => [{ kind: "integer" as const }, { kind: "min" as const, value: min }];

export const banners = defineResource({
  key: "banners",
  section: "banners",
  endpoint: "banners",
  owner: byVenue,
  titleField: "name",
  list: {
    sortable: ["name", "priority", "createdAt"],
    defaultSort: "-priority",
    filters: [{ name: "isEnabled", kind: "boolean" }],
    filterControls: [{ name: "isEnabled", label: "fields.isEnabled" }],
    columns: [
      { field: "name", label: "fields.name", sortable: true },
      { field: "priority", label: "fields.priority", sortable: true, format: "number" },
      { field: "minAge", label: "fields.minAge", format: "number" },
      { field: "maxAge", label: "fields.maxAge", format: "number" },
      { field: "maxDistance", label: "fields.maxDistance", format: "number" },
      { field: "isEnabled", label: "fields.isEnabled", format: "boolean" },
    ],
  },
  fields: [
    { name: "name", label: "fields.name", component: "input", rules: [{ kind: "required" }] },
    {
      name: "priority",
      label: "fields.priority",
      component: "input",
      type: "number",
      rules: [{ kind: "required" }, ...wholeNumber(0)],
      initialValue: "5",
      ...numberValue,
    },
    {
      name: "minAge",
      label: "fields.minAge",
      component: "input",
      type: "number",
      rules: wholeNumber(0),
      ...numberValue,
    },
    {
      name: "maxAge",
      label: "fields.maxAge",
      component: "input",
      type: "number",
      rules: (values) => [...wholeNumber(Number(values.minAge) || 0)],
      ...numberValue,
    },
    {
      name: "maxDistance",
      label: "fields.maxDistance",
      component: "input",
      type: "number",
      suffix: "fields.kmSuffix",
      // A venue reaches the people around it, no further (decision 047): the map shows a promoter the users
      // within this radius, so the bound is what keeps that view local.
      rules: [{ kind: "integer" }, { kind: "min", value: 1 }, { kind: "max", value: 100 }],
      hint: "fields.maxDistanceHint",
      ...numberValue,
    },
    { name: "address", label: "fields.address", component: "input" },
    { name: "link", label: "fields.link", component: "input", type: "url", rules: [{ kind: "url" }], class: "full" },
    { name: "bannerImage", label: "fields.bannerImage", component: "upload", upload: "image", class: "full" },
    { name: "isEnabled", label: "fields.isEnabled", component: "toggle", initialValue: true },
  ],
});

export const galleries = defineResource({
  key: "galleries",
  section: "galleries",
  endpoint: "galleries",
  owner: byVenue,
  titleField: "name",
  list: {
    sortable: ["name", "order", "createdAt"],
    defaultSort: "order",
    columns: [
      { field: "order", label: "fields.order", sortable: true, format: "number" },
      { field: "name", label: "fields.name", sortable: true },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "date" },
    ],
  },
  fields: [
    { name: "name", label: "fields.name", component: "input", rules: [{ kind: "required" }] },
    {
      name: "order",
      label: "fields.order",
      component: "input",
      type: "number",
      rules: [{ kind: "required" }, ...wholeNumber(0)],
      ...numberValue,
    },
    {
      name: "discoId",
      label: "fields.venue",
      component: "select",
      optionsFrom: { endpoint: "discos", optionLabel: "name" },
    },
  ],
});

export const vips = defineResource({
  key: "vips",
  section: "vips",
  endpoint: "vips",
  owner: byVenue,
  titleField: "surname",
  list: {
    sortable: ["name", "surname", "createdAt"],
    defaultSort: "surname",
    columns: [
      { field: "name", label: "fields.name", sortable: true },
      { field: "surname", label: "fields.surname", sortable: true },
      { field: "email", label: "fields.email" },
      { field: "phoneNumber", label: "fields.phoneNumber" },
      { field: "notes", label: "fields.notes" },
    ],
  },
  fields: [
    { name: "name", label: "fields.name", component: "input", rules: [{ kind: "required" }] },
    { name: "surname", label: "fields.surname", component: "input", rules: [{ kind: "required" }] },
    { name: "email", label: "fields.email", component: "input", type: "email", rules: [{ kind: "email" }] },
    {
      name: "phoneNumber",
      label: "fields.phoneNumber",
      component: "input",
      type: "tel",
      rules: [{ kind: "phone" }],
      placeholder: "fields.phonePlaceholder",
    },
    { name: "notes", label: "fields.notes", component: "textarea" },
  ],
});

export const followers = defineResource({
  key: "followers",
  section: "followers",
  endpoint: "followers",
  // Who follows the signed-in venue, whichever kind of venue it is; a follower is the app user's choice, not the venue's.
  owner: byVenue,
  actions: { create: false, edit: false, delete: false },
  titleField: "userName",
  list: {
    sortable: ["userName", "createdAt"],
    defaultSort: "-createdAt",
    columns: [
      { field: "userName", label: "fields.user", sortable: true },
      { field: "email", label: "fields.email" },
      { field: "createdAt", label: "fields.followingSince", sortable: true, format: "date" },
    ],
  },
  fields: [],
});

/**
 * A venue's tables (spec section 3: maxReservations, code, name, description), with the area of the room they stand
 * in and the minimum spend asked for one (cents), which the spec does not list but a venue sells tables by. The
 * capacity is `maxReservations`: how many reservations of one event the table takes (the spec's reservation has no
 * party size, so each reservation counts once, whatever its quantity).
 */
export const tables = defineResource({
  key: "tables",
  section: "tables",
  endpoint: "tables",
  owner: byVenue,
  titleField: "name",
  list: {
    sortable: ["code", "name", "area", "maxReservations", "minSpend"],
    defaultSort: "code",
    columns: [
      { field: "code", label: "fields.code", sortable: true },
      { field: "name", label: "fields.name", sortable: true },
      { field: "area", label: "fields.area", sortable: true },
      { field: "maxReservations", label: "fields.maxReservations", sortable: true, format: "number" },
      { field: "minSpend", label: "fields.minSpend", sortable: true, format: "money" },
      { field: "description", label: "fields.description" },
    ],
  },
  fields: [
    {
      name: "code",
      label: "fields.code",
      component: "input",
      rules: [{ kind: "required" }, { kind: "maxLength", value: 20 }],
    },
    {
      name: "name",
      label: "fields.name",
      component: "input",
      rules: [{ kind: "required" }, { kind: "maxLength", value: 60 }],
    },
    { name: "area", label: "fields.area", component: "input", rules: [{ kind: "maxLength", value: 60 }] },
    {
      name: "maxReservations",
      label: "fields.maxReservations",
      component: "input",
      type: "number",
      rules: [{ kind: "required" }, ...wholeNumber(1)],
      initialValue: "1",
      ...numberValue,
    },
    {
      name: "minSpend",
      label: "fields.minSpend",
      component: "input",
      suffix: "fields.euroSuffix",
      placeholder: "fields.moneyPlaceholder",
      rules: [{ kind: "money" }],
      ...euro,
    },
    { name: "description", label: "fields.description", component: "textarea" },
  ],
});

const spinGiftProduct = (venueScoped: boolean) => ({
  name: "productId",
  label: "fields.product",
  component: "select" as const,
  optionsFrom: { endpoint: "products", optionLabel: "name", venueScoped, detail: productDetail },
  rules: [{ kind: "required" as const }],
});

const spinGiftFields = [
  {
    name: "spinFrequency",
    label: "fields.spinFrequency",
    component: "input" as const,
    type: "number" as const,
    rules: [{ kind: "required" as const }, ...wholeNumber(1)],
    ...numberValue,
  },
  {
    name: "probability",
    label: "fields.probability",
    component: "input" as const,
    type: "number" as const,
    suffix: "fields.percentSuffix",
    rules: [{ kind: "required" as const }, { kind: "min" as const, value: 0 }, { kind: "max" as const, value: 100 }],
    ...numberValue,
  },
  {
    name: "quantity",
    label: "fields.quantity",
    component: "input" as const,
    type: "number" as const,
    rules: [{ kind: "required" as const }, ...wholeNumber(0)],
    ...numberValue,
  },
];

const spinGiftColumns = [
  { field: "productName", label: "fields.product" },
  { field: "spinFrequency", label: "fields.spinFrequency", sortable: true, format: "number" as const },
  { field: "probability", label: "fields.probability", sortable: true, format: "percent" as const },
  { field: "quantity", label: "fields.quantity", sortable: true, format: "number" as const },
];

export const spinGifts = defineResource({
  key: "spinGifts",
  section: "spinGifts",
  endpoint: "spin-gifts",
  scope: { global: "false" },
  owner: byVenue,
  titleField: "productName",
  list: {
    sortable: ["spinFrequency", "probability", "quantity", "createdAt"],
    defaultSort: "-createdAt",
    columns: spinGiftColumns,
  },
  fields: [
    {
      name: "eventId",
      label: "fields.event",
      component: "select",
      optionsFrom: { endpoint: "events", optionLabel: "name", venueScoped: true },
      rules: [{ kind: "required" }],
    },
    // A venue's wheel gives away the venue's own products.
    spinGiftProduct(true),
    ...spinGiftFields,
  ],
});

export const globalSpinGifts = defineResource({
  key: "globalSpinGifts",
  section: "globalSpinGifts",
  endpoint: "spin-gifts",
  scope: { global: "true" },
  titleField: "productName",
  list: {
    sortable: ["spinFrequency", "probability", "quantity", "createdAt"],
    defaultSort: "-createdAt",
    columns: spinGiftColumns,
  },
  fields: [spinGiftProduct(false), ...spinGiftFields],
});
