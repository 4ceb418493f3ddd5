// What users send and share (spec section 3): feedback, reports, images, Instagram shares and user ratings.
import { byEvent } from "~/core/access/row-scope";
import { enumOptions, numberValue } from "~/resource/options";
import { defineResource } from "~/resource/definition";

const anyUser = { endpoint: "users", optionLabel: ["name", "surname"] } as const;

const reportingStatuses = ["open", "closed"] as const;
const instagramStatuses = ["pending", "posted", "expired"] as const;

export const feedbacks = defineResource({
  key: "feedbacks",
  section: "feedbacks",
  endpoint: "feedbacks",
  titleField: "title",
  list: {
    sortable: ["title", "createdAt"],
    defaultSort: "-createdAt",
    columns: [
      { field: "userName", label: "fields.user" },
      { field: "title", label: "fields.title", sortable: true },
      { field: "description", label: "fields.description" },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "datetime" },
    ],
  },
  fields: [
    { name: "userId", label: "fields.user", component: "select", optionsFrom: anyUser, rules: [{ kind: "required" }] },
    { name: "title", label: "fields.title", component: "input", rules: [{ kind: "required" }] },
    { name: "description", label: "fields.description", component: "textarea" },
  ],
});

export const reportings = defineResource({
  key: "reportings",
  section: "reportings",
  endpoint: "reportings",
  titleField: "reason",
  list: {
    sortable: ["reason", "status", "createdAt"],
    defaultSort: "-createdAt",
    filters: [{ name: "status", kind: "enum", options: reportingStatuses }],
    filterControls: [{ name: "status", label: "fields.status", optionPrefix: "reportingStatuses" }],
    columns: [
      { field: "userName", label: "fields.reporter" },
      { field: "reason", label: "fields.reason", sortable: true },
      { field: "description", label: "fields.description" },
      { field: "status", label: "fields.status", sortable: true, format: "enum", enumPrefix: "reportingStatuses" },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "datetime" },
    ],
  },
  fields: [
    {
      name: "userId",
      label: "fields.reporter",
      component: "select",
      optionsFrom: anyUser,
      rules: [{ kind: "required" }],
    },
    { name: "reason", label: "fields.reason", component: "input", rules: [{ kind: "required" }] },
    { name: "description", label: "fields.description", component: "textarea" },
    {
      name: "status",
      label: "fields.status",
      component: "select",
      options: enumOptions("reportingStatuses", reportingStatuses),
      rules: [{ kind: "required" }],
      initialValue: "open",
    },
  ],
});

export const images = defineResource({
  key: "images",
  section: "images",
  endpoint: "images",
  titleField: "name",
  list: {
    sortable: ["name", "createdAt"],
    defaultSort: "-createdAt",
    columns: [
      { field: "name", label: "fields.name", sortable: true },
      { field: "width", label: "fields.width", format: "number" },
      { field: "height", label: "fields.height", format: "number" },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "date" },
    ],
  },
  fields: [
    { name: "name", label: "fields.name", component: "input", rules: [{ kind: "required" }] },
    {
      name: "url",
      label: "fields.imageFile",
      component: "upload",
      upload: "image",
      rules: [{ kind: "required" }],
      class: "full",
    },
    {
      name: "width",
      label: "fields.width",
      component: "input",
      type: "number",
      rules: [{ kind: "integer" }, { kind: "min", value: 1 }],
      ...numberValue,
    },
    {
      name: "height",
      label: "fields.height",
      component: "input",
      type: "number",
      rules: [{ kind: "integer" }, { kind: "min", value: 1 }],
      ...numberValue,
    },
  ],
});

export const instagramShares = defineResource({
  key: "instagramShares",
  section: "instagramShares",
  endpoint: "instagram-shares",
  titleField: "username",
  list: {
    sortable: ["username", "impressions", "shares", "status", "createdAt"],
    defaultSort: "-createdAt",
    filters: [{ name: "status", kind: "enum", options: instagramStatuses }],
    filterControls: [{ name: "status", label: "fields.status", optionPrefix: "instagramStatuses" }],
    columns: [
      { field: "username", label: "fields.username", sortable: true },
      { field: "impressions", label: "fields.impressions", sortable: true, format: "number" },
      { field: "shares", label: "fields.shares", sortable: true, format: "number" },
      { field: "status", label: "fields.status", sortable: true, format: "enum", enumPrefix: "instagramStatuses" },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "date" },
    ],
  },
  fields: [
    { name: "userId", label: "fields.user", component: "select", optionsFrom: anyUser, rules: [{ kind: "required" }] },
    { name: "username", label: "fields.instagramUsername", component: "input", rules: [{ kind: "required" }] },
    {
      name: "mediaUrl",
      label: "fields.mediaUrl",
      component: "input",
      type: "url",
      rules: [{ kind: "required" }, { kind: "url" }],
      class: "full",
    },
    {
      name: "impressions",
      label: "fields.impressions",
      component: "input",
      type: "number",
      rules: [{ kind: "integer" }, { kind: "min", value: 0 }],
      ...numberValue,
    },
    {
      name: "shares",
      label: "fields.shares",
      component: "input",
      type: "number",
      rules: [{ kind: "integer" }, { kind: "min", value: 0 }],
      ...numberValue,
    },
    {
      name: "status",
      label: "fields.status",
      component: "select",
      options: enumOptions("instagramStatuses", instagramStatuses),
      rules: [{ kind: "required" }],
      initialValue: "pending",
    },
  ],
});

export const userRatings = defineResource({
  key: "userRatings",
  section: "userRatings",
  endpoint: "user-ratings",
  owner: byEvent,
  titleField: "userName",
  list: {
    sortable: ["userName", "rating", "createdAt"],
    defaultSort: "-createdAt",
    columns: [
      { field: "userName", label: "fields.user", sortable: true },
      { field: "rating", label: "fields.rating", sortable: true, format: "number" },
      { field: "reason", label: "fields.reason" },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "date" },
    ],
  },
  fields: [
    {
      name: "userId",
      label: "fields.user",
      component: "select",
      optionsFrom: { endpoint: "users", optionLabel: ["name", "surname"], query: { role: "user" } },
      rules: [{ kind: "required" }],
    },
    {
      name: "rating",
      label: "fields.rating",
      component: "input",
      type: "number",
      rules: [{ kind: "required" }, { kind: "integer" }, { kind: "min", value: 1 }, { kind: "max", value: 5 }],
      ...numberValue,
    },
    { name: "reason", label: "fields.reason", component: "input" },
    { name: "description", label: "fields.description", component: "textarea" },
  ],
});
