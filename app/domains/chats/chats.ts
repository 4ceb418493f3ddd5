// The support inbox's rules (spec sections 3 and 4: a chat's connection is waiting, active or closed): what can be done
// in each state, the forms' field lists, who a chat is with. Pure: the pages, the handlers and the tests share it.
import type { FieldDefinition, OptionsFrom } from "~/resource/fields";
import type { Tone } from "~/ui/lists/column";
import type { Option } from "~/core/lists/option";

export const chatStatuses = ["waiting", "active", "closed"] as const;
export type ChatStatus = (typeof chatStatuses)[number];

export const chatTones: Record<ChatStatus, Tone> = { waiting: "amber", active: "green", closed: "slate" };

/** Only a waiting connection is taken by, or assigned to, an employee: an active one has its employee already. */
export function mayTake(status: unknown): boolean {
  return status === "waiting";
}

/** Replies go to an active chat: a waiting one is taken first, a closed one is over. */
export function mayReply(status: unknown): boolean {
  return status === "active";
}

/** The longest reply accepted (the mock upstream refuses longer ones too). */
export const messageMaxLength = 2000;

/** How often an open inbox reads its chats again while the page is visible. */
export const chatPollMs = 5_000;

/** How many of a chat's latest messages its page shows. */
export const shownMessages = 100;

export const replyFields: readonly FieldDefinition[] = [
  {
    name: "text",
    label: "chats.message",
    component: "textarea",
    rules: [{ kind: "required" }, { kind: "maxLength", value: messageMaxLength }],
  },
];

/** The app's users a new chat is opened with (their search over the server: q, ten a page). */
export const chatUsers: OptionsFrom = { endpoint: "users", optionLabel: ["name", "surname"], query: { role: "user" } };

export const newChatFields: readonly FieldDefinition[] = [
  {
    name: "participantId",
    label: "chats.withUser",
    component: "select",
    optionsFrom: chatUsers,
    rules: [{ kind: "required" }],
  },
];

/** The employees a waiting chat may be assigned to: any other value is refused next to the field. */
export function assignFieldsOf(employees: readonly Option[]): readonly FieldDefinition[] {
  return [
    {
      name: "employeeId",
      label: "chats.assignTo",
      component: "select",
      options: employees,
      rules: [{ kind: "required" }],
    },
  ];
}

export type ChatParty = { _id: string; name?: string; surname?: string };

function partyName(party: ChatParty): string {
  return [party.name, party.surname].filter(Boolean).join(" ");
}

/**
 * Who a chat is with, as its title: the participants other than the viewer and the employee handling it (the app's
 * user, as a rule); failing that, the others than the viewer; failing that, everyone. Empty when nobody has a name.
 */
export function chatTitle(participants: readonly ChatParty[], viewerId: string, employeeId?: string): string {
  return titleParties(participants, viewerId, employeeId).map(partyName).filter(Boolean).join(", ");
}

/** The participants a chat's title names (see chatTitle). */
export function titleParties(
  participants: readonly ChatParty[],
  viewerId: string,
  employeeId?: string,
): readonly ChatParty[] {
  const named = (parties: readonly ChatParty[]) => parties.filter((party) => partyName(party) !== "");
  const others = participants.filter((party) => party._id !== viewerId);
  for (const parties of [others.filter((party) => party._id !== employeeId), others, participants])
    if (named(parties).length > 0) return named(parties);
  return [];
}

/** The employees offered for a chat: the viewer first, then the others by name, each once. */
export function employeeOptions(viewer: Option, others: readonly Option[]): Option[] {
  const seen = new Set([viewer.value]);
  const rest = others
    .filter((option) => option.value && !seen.has(option.value) && (seen.add(option.value), true))
    .sort((a, b) => a.label.localeCompare(b.label, "it"));
  return [viewer, ...rest];
}
