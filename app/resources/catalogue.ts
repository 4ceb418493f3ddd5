// The catalogue (spec section 3): venue categories, product templates and product categories.
import { discoTypes } from "~/lib/roles";
import { enumOptions, euro, numberValue, productCategories as categories, venueStatuses } from "./options";
import { defineResource } from "./resource";

export const discoCategories = defineResource({
  key: "discoCategories",
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
    { name: "discoType", label: "fields.discoType", component: "select", options: enumOptions("discoTypes", discoTypes), rules: [{ kind: "required" }] },
    { name: "image", label: "fields.image", component: "upload", upload: "image", class: "full" },
  ],
});

export const productTemplates = defineResource({
  key: "productTemplates",
  section: "productTemplates",
  endpoint: "product-templates",
  titleField: "name",
  list: {
    sortable: ["name", "price", "category", "hierarchyOrder", "createdAt"],
    defaultSort: "hierarchyOrder",
    filters: [
      { name: "category", kind: "enum", options: categories },
      { name: "alcohol", kind: "boolean" },
    ],
    filterControls: [
      { name: "category", label: "fields.category", optionPrefix: "productCategories" },
      { name: "alcohol", label: "fields.alcohol" },
    ],
    columns: [
      { field: "name", label: "fields.name", sortable: true },
      { field: "category", label: "fields.category", sortable: true, format: "enum", enumPrefix: "productCategories" },
      { field: "price", label: "fields.price", sortable: true, format: "money" },
      { field: "alcohol", label: "fields.alcohol", format: "boolean" },
      { field: "hierarchyOrder", label: "fields.hierarchyOrder", sortable: true, format: "number" },
    ],
  },
  fields: [
    { name: "name", label: "fields.name", component: "input", rules: [{ kind: "required" }] },
    { name: "category", label: "fields.category", component: "select", options: enumOptions("productCategories", categories), rules: [{ kind: "required" }] },
    { name: "price", label: "fields.price", component: "input", type: "number", suffix: "fields.euroSuffix", rules: [{ kind: "required" }, { kind: "min", value: 0 }], ...euro },
    { name: "stripePrice", label: "fields.stripePrice", component: "input", type: "number", suffix: "fields.euroSuffix", rules: [{ kind: "min", value: 0 }], ...euro },
    { name: "iva", label: "fields.iva", component: "input", type: "number", suffix: "fields.percentSuffix", rules: [{ kind: "min", value: 0 }, { kind: "max", value: 100 }], ...numberValue },
    { name: "hierarchyOrder", label: "fields.hierarchyOrder", component: "input", type: "number", rules: [{ kind: "integer" }], ...numberValue },
    { name: "status", label: "fields.status", component: "select", options: enumOptions("venueStatuses", venueStatuses), initialValue: "enabled" },
    { name: "alcohol", label: "fields.alcohol", component: "toggle" },
    { name: "image", label: "fields.image", component: "upload", upload: "image", class: "full" },
  ],
});

export const productCategories = defineResource({
  key: "productCategories",
  section: "productCategories",
  endpoint: "product-categories",
  venueScoped: true,
  titleField: "name",
  list: {
    sortable: ["name", "createdAt"],
    defaultSort: "name",
    columns: [
      { field: "name", label: "fields.name", sortable: true },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "date" },
    ],
  },
  fields: [
    { name: "name", label: "fields.name", component: "input", rules: [{ kind: "required" }] },
    { name: "discoCategoryId", label: "fields.discoCategory", component: "select", optionsFrom: { endpoint: "disco-categories", optionLabel: "name" }, rules: [{ kind: "required" }] },
    { name: "discoId", label: "fields.venue", component: "select", optionsFrom: { endpoint: "discos", optionLabel: "name", query: { discoType: "disco" } } },
  ],
});
