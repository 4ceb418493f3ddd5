// Chats (spec sections 3 and 7: `GET /chats?sort=-updatedAt`, `POST /chats {participantsIds}`): a venue's chats are
// its own (`discoId`, an assumption of the mock upstream's README), the platform's support chats carry no venue and
// only admins reach them. The inbox draws its own rows; the definition gives it its list query, its row scope and the
// new chat's field list (whose user select searches the server at /options/chats/participantId).
import { byVenue } from "~/core/access/row-scope";
import { defineResource } from "~/resource/definition";
import { chatStatuses, chatTones, newChatFields } from "./chats";

export const chats = defineResource({
  key: "chats",
  section: "chats",
  endpoint: "chats",
  owner: byVenue,
  titleField: "participantId",
  // A chat is opened, read, taken and answered on its own pages; it is never edited nor deleted as a record.
  actions: { edit: false, delete: false },
  list: {
    sortable: ["updatedAt"],
    defaultSort: "-updatedAt",
    defaultLimit: 20,
    filters: [{ name: "status", kind: "enum", options: chatStatuses }],
    columns: [
      { field: "updatedAt", label: "fields.updatedAt", sortable: true, format: "datetime" },
      { field: "discoName", label: "fields.venue", context: "venue" },
      { field: "status", label: "fields.status", format: "badge", enumPrefix: "chats.statuses", tones: chatTones },
    ],
  },
  fields: newChatFields,
});
