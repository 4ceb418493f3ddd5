// Musical genres (spec section 3): name and description, admin only.
import { defineResource } from "~/resource/definition";

export const musicalGenres = defineResource({
  key: "musicalGenres",
  duplicate: { field: "name", message: "errors.nameTaken" },
  section: "musicalGenres",
  endpoint: "musical-genres",
  titleField: "name",
  list: {
    sortable: ["name", "createdAt"],
    defaultSort: "name",
    columns: [
      { field: "name", label: "fields.name", sortable: true },
      { field: "description", label: "fields.description" },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "date" },
    ],
  },
  fields: [
    {
      name: "name",
      label: "fields.name",
      component: "input",
      rules: [{ kind: "required" }, { kind: "maxLength", value: 60 }],
    },
    {
      name: "description",
      label: "fields.description",
      component: "textarea",
      rules: [{ kind: "maxLength", value: 500 }],
      class: "full",
    },
  ],
});
