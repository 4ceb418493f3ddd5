// Format requests (spec sections 2 and 4): a venue asks a format for an event night; the format (or an admin)
// approves or rejects it, and approving creates the event. The list and the sending form are the shared machinery;
// approve and reject are confirmation routes of their own (app/lib/format-requests.server.ts).
import { formatRequestStatuses } from "~/domains/venues/format-requests";
import { defineResource } from "~/resource/definition";

export const formatRequests = defineResource({
  key: "formatRequests",
  section: "formatRequests",
  endpoint: "format-requests",
  // A venue sees the requests it sent; a format those addressed to it.
  owner: { fieldByRole: { format: "formatId" } },
  titleField: "eventName",
  // A request is sent, then decided or withdrawn; who sent it may correct it while it waits (format-requests.ts), so a
  // proposal document the platform still converts has a form to show its progress on (decision 052).
  actions: { edit: true },
  // Every new request waits for the format's decision.
  createValues: { status: "pending" },
  list: {
    // Who may decide or withdraw it, and the event it created (format-requests.ts, format-request-pages.tsx).
    rowReads: ["status", "formatId", "discoId", "eventId", "eventName"],
    sortable: ["eventName", "formatName", "discoName", "startDate", "status", "createdAt"],
    defaultSort: "-createdAt",
    filters: [{ name: "status", kind: "enum", options: formatRequestStatuses }],
    filterControls: [{ name: "status", label: "fields.status", optionPrefix: "formatRequestStatuses" }],
    columns: [
      { field: "eventName", label: "fields.event", sortable: true, context: "event" },
      { field: "formatName", label: "fields.format", sortable: true },
      { field: "discoName", label: "fields.venue", sortable: true, context: "venue" },
      { field: "startDate", label: "fields.startDate", sortable: true, format: "datetime" },
      { field: "status", label: "fields.status", sortable: true, format: "enum", enumPrefix: "formatRequestStatuses" },
      { field: "createdAt", label: "fields.sentOn", sortable: true, format: "date" },
    ],
  },
  fields: [
    {
      name: "formatId",
      label: "fields.format",
      component: "select",
      optionsFrom: { endpoint: "discos", optionLabel: "name", query: { discoType: "format" } },
      rules: [{ kind: "required" }],
    },
    // The venue asking: a venue user's own (fixed by the scope, not asked); an admin chooses it.
    {
      name: "discoId",
      label: "fields.venue",
      component: "select",
      optionsFrom: { endpoint: "discos", optionLabel: "name", query: { discoType: "disco" } },
      rules: [{ kind: "required" }],
    },
    {
      name: "eventName",
      label: "fields.eventName",
      component: "input",
      rules: [{ kind: "required" }, { kind: "maxLength", value: 120 }],
    },
    { name: "startDate", label: "fields.startDate", component: "date", rules: [{ kind: "required" }] },
    { name: "note", label: "fields.notes", component: "textarea", rules: [{ kind: "maxLength", value: 1000 }] },
    // The proposal the venue sends with its request (spec section 5: pdf, Word, Excel or PowerPoint).
    { name: "attachment", label: "formatRequests.attachment", component: "upload", upload: "document", class: "full" },
  ],
});
