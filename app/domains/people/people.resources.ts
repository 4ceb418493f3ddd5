// Who works a venue's nights (spec sections 3 and 6): collaborators with their role, and guest lists with promoters.
import { byEvent, byVenue } from "~/core/access/row-scope";
import { collaboratorRoles } from "~/core/access/roles";
import { numberValue } from "~/resource/options";
import { defineResource } from "~/resource/definition";

const plainUsers = { endpoint: "users", optionLabel: ["name", "surname"], query: { role: "user" } } as const;

export const collaborators = defineResource({
  key: "collaborators",
  // The spec's words for a duplicate (section 8): this user already holds this role at this venue.
  duplicate: { field: "role", message: "errors.duplicateKey" },
  section: "collaborators",
  endpoint: "collaborators",
  owner: byVenue,
  titleField: "userName",
  // A role is given or taken away; changing it is taking one away and giving another.
  actions: { edit: false },
  list: {
    // Whether the viewer may change the grant (collaborator-grants.ts): whose it is and its role.
    rowReads: ["userId", "role"],
    sortable: ["userName", "role", "createdAt"],
    defaultSort: "userName",
    filters: [{ name: "role", kind: "enum", options: collaboratorRoles }],
    filterControls: [{ name: "role", label: "fields.role", optionPrefix: "collaboratorRoles" }],
    columns: [
      { field: "userName", label: "fields.user", sortable: true },
      { field: "role", label: "fields.role", sortable: true, format: "enum", enumPrefix: "collaboratorRoles" },
      { field: "discoName", label: "fields.venue", context: "venue" },
      { field: "createdAt", label: "fields.since", sortable: true, format: "date" },
    ],
  },
  fields: [
    {
      name: "userId",
      label: "fields.user",
      component: "select",
      optionsFrom: plainUsers,
      rules: [{ kind: "required" }],
    },
    // Its options are the roles the signed-in user may grant, given by the form's loader (collaborators.server.ts).
    { name: "role", label: "fields.role", component: "select", rules: [{ kind: "required" }] },
    {
      name: "discoId",
      label: "fields.venue",
      component: "select",
      optionsFrom: { endpoint: "discos", optionLabel: "name" },
      rules: [{ kind: "required" }],
    },
  ],
});

export const lists = defineResource({
  key: "lists",
  section: "lists",
  endpoint: "lists",
  owner: byEvent,
  titleField: "name",
  list: {
    sortable: ["name", "eventName", "promoterName", "createdAt"],
    defaultSort: "-createdAt",
    columns: [
      { field: "name", label: "fields.name", sortable: true },
      { field: "eventName", label: "fields.event", sortable: true, context: "event" },
      { field: "promoterName", label: "fields.promoter", sortable: true },
      { field: "guestsCount", label: "fields.guests", format: "number" },
      { field: "maxGuests", label: "fields.maxGuests", format: "number" },
    ],
  },
  fields: [
    { name: "name", label: "fields.name", component: "input", rules: [{ kind: "required" }] },
    {
      name: "eventId",
      label: "fields.event",
      component: "select",
      optionsFrom: { endpoint: "events", optionLabel: "name", venueScoped: true },
      rules: [{ kind: "required" }],
    },
    { name: "promoterId", label: "fields.promoter", component: "select", optionsFrom: plainUsers },
    {
      name: "maxGuests",
      label: "fields.maxGuests",
      component: "input",
      type: "number",
      rules: [{ kind: "integer" }, { kind: "min", value: 1 }],
      ...numberValue,
    },
  ],
});
