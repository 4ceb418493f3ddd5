// Users (spec section 3), admin only: every field, filters by role, enabled, confirmed and identity check; the age
// (on the venue's clock) with minors marked.
import type { BulkOffer } from "~/core/lists/bulk";
import { personAge } from "~/domains/people/person-age";
import { collaboratorRoles, roles } from "~/core/access/roles";
import { userValidationStates } from "~/domains/people/user-validations";
import { enumOptions, genres, numberValue, venueDetail } from "~/resource/options";
import { defineResource } from "~/resource/definition";

/** How a user is named in a row: name and surname, else the email. */
export function userName(row: Record<string, unknown>): string {
  return `${String(row.name ?? "")} ${String(row.surname ?? "")}`.trim() || String(row.email ?? "");
}

/** The changes an admin makes to many users at once (decision 023). */
const bulkUserActions = ["enable", "disable"] as const;
export type BulkUserAction = (typeof bulkUserActions)[number];

/** Users many at a time (decision 023): enable, disable; a row is named by the person's name. */
export const userBulkOffer: BulkOffer<BulkUserAction> = {
  texts: "users",
  actions: bulkUserActions,
  dangerous: ["disable"],
  actionLabel: (action) => `bulk.actions.${action}`,
  rowName: userName,
};

/** The colour of each identity-check state, in the users list and the validations queue. */
export const validationTones = { pending: "amber", approved: "green", rejected: "red", none: "slate" } as const;

export const users = defineResource({
  key: "users",
  // Email and username are each one account's; the upstream does not say which of the two clashed.
  duplicate: { message: "people.duplicateUser" },
  section: "users",
  endpoint: "users",
  titleField: "email",
  derive: (row, now) => ({ ...row, ...personAge(row.birthDate, now) }),
  list: {
    // The enabled switch and the person's name (users-page.tsx, userName).
    rowReads: ["isEnabled", "name", "surname", "email"],
    sortable: ["name", "surname", "email", "role", "createdAt"],
    defaultSort: "-createdAt",
    filters: [
      { name: "role", kind: "enum", options: roles },
      { name: "isEnabled", kind: "boolean" },
      { name: "confirmedUser", kind: "boolean" },
      { name: "validationStatus", kind: "enum", options: userValidationStates },
    ],
    filterControls: [
      { name: "role", label: "fields.role", optionPrefix: "roles" },
      { name: "isEnabled", label: "fields.isEnabled" },
      { name: "confirmedUser", label: "fields.confirmedUser" },
      { name: "validationStatus", label: "people.validationStatus", optionPrefix: "people.validationStatuses" },
    ],
    columns: [
      { field: "name", label: "fields.name", sortable: true },
      { field: "surname", label: "fields.surname", sortable: true },
      { field: "email", label: "fields.email", sortable: true },
      { field: "role", label: "fields.role", sortable: true, format: "enum", enumPrefix: "roles" },
      {
        field: "age",
        label: "people.age",
        format: "flags",
        flags: ["minor"],
        withValue: true,
        tones: { minor: "amber" },
      },
      { field: "isEnabled", label: "fields.isEnabled", format: "boolean" },
      {
        field: "validationStatus",
        label: "people.validationColumn",
        format: "badge",
        enumPrefix: "people.validationStatuses",
        tones: validationTones,
      },
    ],
  },
  fields: [
    { name: "name", label: "fields.name", component: "input", rules: [{ kind: "required" }] },
    { name: "surname", label: "fields.surname", component: "input", rules: [{ kind: "required" }] },
    {
      name: "email",
      label: "fields.email",
      component: "input",
      type: "email",
      rules: [{ kind: "required" }, { kind: "email" }],
    },
    { name: "username", label: "fields.username", component: "input" },
    {
      name: "role",
      label: "fields.role",
      component: "select",
      options: enumOptions("roles", roles),
      rules: [{ kind: "required" }],
      initialValue: "user",
    },
    {
      name: "discoId",
      label: "fields.venue",
      component: "select",
      optionsFrom: { endpoint: "discos", optionLabel: "name" },
      showIf: (values) => values.role === "disco" || values.role === "format" || values.role === "structure",
      rules: (values) =>
        values.role === "disco" || values.role === "format" || values.role === "structure"
          ? [{ kind: "required" }]
          : [],
    },
    {
      name: "collaboratingDiscos",
      label: "people.collaboratingDiscos",
      component: "rows",
      class: "full",
      rowFields: [
        {
          name: "discoId",
          label: "fields.venue",
          component: "select",
          optionsFrom: { endpoint: "discos", optionLabel: "name", detail: venueDetail },
          rules: [{ kind: "required" }],
        },
        {
          name: "role",
          label: "fields.role",
          component: "select",
          options: enumOptions("collaboratorRoles", collaboratorRoles),
          rules: [{ kind: "required" }],
        },
      ],
    },
    { name: "personal", label: "fields.personalSection", component: "separator" },
    { name: "birthDate", label: "fields.birthDate", component: "date" },
    { name: "genre", label: "fields.genre", component: "select", options: enumOptions("genres", genres) },
    {
      name: "phoneNumber",
      label: "fields.phoneNumber",
      component: "input",
      type: "tel",
      rules: [{ kind: "phone" }],
      placeholder: "fields.phonePlaceholder",
    },
    { name: "instagramUsername", label: "fields.instagramUsername", component: "input" },
    { name: "address", label: "fields.address", component: "input", class: "full" },
    { name: "account", label: "fields.accountSection", component: "separator" },
    {
      name: "spinCredits",
      label: "fields.spinCredits",
      component: "input",
      type: "number",
      rules: [{ kind: "integer" }, { kind: "min", value: 0 }],
      ...numberValue,
    },
    {
      name: "paymentDays",
      label: "fields.paymentDays",
      component: "input",
      type: "number",
      rules: [{ kind: "integer" }, { kind: "min", value: 0 }],
      ...numberValue,
    },
    { name: "documentExpiredDate", label: "fields.documentExpiredDate", component: "date" },
    { name: "ciCode", label: "fields.ciCode", component: "input" },
    { name: "isEnabled", label: "fields.isEnabled", component: "toggle", initialValue: true },
    { name: "confirmedUser", label: "fields.confirmedUser", component: "toggle" },
    // The flags of spec section 3 the platform keeps on a user: the admin flag, a completed profile, the two acceptances.
    { name: "admin", label: "fields.adminFlag", component: "toggle" },
    { name: "profileCompleted", label: "fields.profileCompleted", component: "toggle" },
    { name: "privacyPolicyAccepted", label: "fields.privacyPolicyAccepted", component: "toggle" },
    { name: "termsAndConditionsAccepted", label: "fields.termsAndConditionsAccepted", component: "toggle" },
    { name: "deviceInfo", label: "fields.deviceInfo", component: "input", readonly: true, class: "full" },
  ],
});
