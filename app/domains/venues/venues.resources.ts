// Discos, formats and structures (spec section 3): one venue entity, three views by discoType, admin only.
import type { FieldDefinition } from "~/resource/fields";
import type { SectionKey } from "~/core/access/permissions";
import { enumOptions, numberValue, venueStatuses } from "~/resource/options";
import { defineResource } from "~/resource/definition";

export const venueFeeFields = ["feeOnlineTable", "feeOnlineProduct", "feeOffline"] as const;

const percent = (name: string, label: string): FieldDefinition => ({
  name,
  label,
  component: "input",
  type: "number",
  suffix: "fields.percentSuffix",
  rules: [
    { kind: "min", value: 0 },
    { kind: "max", value: 100 },
  ],
  ...numberValue,
});

export const venueFields: readonly FieldDefinition[] = [
  { name: "name", label: "fields.name", component: "input", rules: [{ kind: "required" }] },
  {
    name: "status",
    label: "fields.status",
    component: "select",
    options: enumOptions("venueStatuses", venueStatuses),
    rules: [{ kind: "required" }],
    initialValue: "enabled",
  },
  { name: "description", label: "fields.description", component: "textarea" },
  { name: "address", label: "fields.address", component: "input", class: "full" },
  { name: "publicEmail", label: "fields.publicEmail", component: "input", type: "email", rules: [{ kind: "email" }] },
  { name: "logo", label: "fields.logo", component: "upload", upload: "image" },
  { name: "cover", label: "fields.cover", component: "upload", upload: "image" },
  { name: "fees", label: "fields.feesSection", component: "separator" },
  percent("feeOnlineTable", "fields.feeOnlineTable"),
  percent("feeOnlineProduct", "fields.feeOnlineProduct"),
  percent("feeOffline", "fields.feeOffline"),
  { name: "billing", label: "fields.billingSection", component: "separator" },
  { name: "taxCode", label: "fields.taxCode", component: "input" },
  { name: "vatNumber", label: "fields.vatNumber", component: "input" },
  { name: "pec", label: "fields.pec", component: "input", type: "email", rules: [{ kind: "email" }] },
  // The venue's registration certificate for billing (spec section 5: pdf only).
  { name: "billingDocument", label: "fields.billingDocument", component: "upload", upload: "pdf" },
  { name: "cardProviderAccountStatus", label: "fields.cardProviderAccountStatus", component: "input", readonly: true },
];

function venueResource(key: SectionKey, discoType: "disco" | "format" | "structure") {
  return defineResource({
    key,
    section: key,
    endpoint: "discos",
    scope: { discoType },
    titleField: "name",
    list: {
      sortable: ["name", "status", "createdAt"],
      defaultSort: "name",
      filters: [{ name: "status", kind: "enum", options: venueStatuses }],
      filterControls: [{ name: "status", label: "fields.status", optionPrefix: "venueStatuses" }],
      columns: [
        { field: "name", label: "fields.name", sortable: true },
        { field: "address", label: "fields.address" },
        { field: "publicEmail", label: "fields.publicEmail" },
        { field: "status", label: "fields.status", sortable: true, format: "enum", enumPrefix: "venueStatuses" },
        { field: "feeOnlineProduct", label: "fields.feeOnlineProduct", format: "percent" },
      ],
    },
    fields: venueFields,
  });
}

export const discos = venueResource("discos", "disco");
export const formats = venueResource("formats", "format");
export const structures = venueResource("structures", "structure");
