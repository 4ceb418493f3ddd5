// The catalogue (spec section 3): venue categories and product categories (each under a venue category). Products
// and their templates are in products.ts.
import { byVenue } from "~/core/access/row-scope";
import { discoTypes } from "~/core/access/roles";
import { enumOptions } from "~/resource/options";
import { defineResource } from "~/resource/definition";

export const discoCategories = defineResource({
  key: "discoCategories",
  duplicate: { field: "name", message: "errors.nameTaken" },
  section: "discoCategories",
  endpoint: "disco-categories",
  titleField: "name",
  list: {
    sortable: ["name", "discoType", "createdAt"],
    defaultSort: "name",
    filters: [{ name: "discoType", kind: "enum", options: discoTypes }],
    filterControls: [{ name: "discoType", label: "fields.discoType", optionPrefix: "discoTypes" }],
    columns: [
      { field: "name", label: "fields.name", sortable: true },
      { field: "discoType", label: "fields.discoType", sortable: true, format: "enum", enumPrefix: "discoTypes" },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "date" },
    ],
  },
  fields: [
    { name: "name", label: "fields.name", component: "input", rules: [{ kind: "required" }] },
    {
      name: "discoType",
      label: "fields.discoType",
      component: "select",
      options: enumOptions("discoTypes", discoTypes),
      rules: [{ kind: "required" }],
    },
    { name: "image", label: "fields.image", component: "upload", upload: "image", class: "full" },
  ],
});

export const productCategories = defineResource({
  key: "productCategories",
  section: "productCategories",
  endpoint: "product-categories",
  owner: byVenue,
  titleField: "name",
  list: {
    sortable: ["name", "discoCategoryName", "createdAt"],
    defaultSort: "name",
    filters: [{ name: "discoCategoryId", kind: "text" }],
    filterControls: [
      {
        name: "discoCategoryId",
        label: "fields.discoCategory",
        optionsFrom: { endpoint: "disco-categories", optionLabel: "name" },
      },
    ],
    columns: [
      { field: "name", label: "fields.name", sortable: true },
      { field: "discoCategoryName", label: "fields.discoCategory", sortable: true },
      { field: "discoName", label: "fields.venue", context: "venue" },
      // Gives way first when the table is wider than its box (decision 036).
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "date", priority: "low" },
    ],
  },
  fields: [
    { name: "name", label: "fields.name", component: "input", rules: [{ kind: "required" }] },
    {
      name: "discoCategoryId",
      label: "fields.discoCategory",
      component: "select",
      optionsFrom: { endpoint: "disco-categories", optionLabel: "name" },
      rules: [{ kind: "required" }],
    },
    {
      name: "discoId",
      label: "fields.venue",
      component: "select",
      optionsFrom: { endpoint: "discos", optionLabel: "name", query: { discoType: "disco" } },
    },
    { name: "image", label: "fields.image", component: "upload", upload: "image", class: "full" },
  ],
});
