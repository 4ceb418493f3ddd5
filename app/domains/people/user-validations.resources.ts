// User validations (spec sections 3 and 4), admin only: a queue of identity checks, pending ones first (the default
// filter), each decided once. Not created, edited or deleted here: the app's users send them.
import { validationStatuses } from "~/domains/people/user-validations";
import { defineResource } from "~/resource/definition";
import { validationTones } from "./users.resources";

export const userValidations = defineResource({
  key: "userValidations",
  section: "userValidations",
  endpoint: "user-validations",
  titleField: "userName",
  actions: { create: false, edit: false, delete: false },
  list: {
    sortable: ["createdAt", "userName"],
    // The queue is served oldest first: whoever has waited longest is checked next.
    defaultSort: "createdAt",
    filters: [{ name: "status", kind: "enum", options: validationStatuses, default: "pending" }],
    pageSizes: [10, 20, 50],
    defaultLimit: 10,
    // The card's pictures and its link to the user (user-validations-page.tsx).
    rowReads: ["identSelfie", "identDocFront", "identDocBack", "userId"],
    columns: [
      { field: "userName", label: "fields.user", sortable: true },
      { field: "identDocNumber", label: "people.validations.documentNumber" },
      {
        field: "status",
        label: "fields.status",
        format: "badge",
        enumPrefix: "people.validationStatuses",
        tones: validationTones,
      },
      { field: "createdAt", label: "people.validations.submittedAt", sortable: true, format: "datetime" },
    ],
  },
  fields: [],
});
