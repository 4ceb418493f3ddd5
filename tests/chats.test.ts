// The support inbox's rules (spec sections 3 and 4): what each connection state allows, who a chat is with, the
// employees offered, the forms' checks, and which path opens a chat (its page marks it read).
import { describe, expect, it } from "vitest";
import {
  assignFieldsOf,
  chatStatuses,
  chatTitle,
  employeeOptions,
  mayReply,
  mayTake,
  messageMaxLength,
  newChatFields,
  replyFields,
} from "~/domains/chats/chats";
import { isCountedSection, openedChat } from "~/core/shell/unread";
import { schemaOf } from "~/resource/field-schema";

function errorsOf(fields: Parameters<typeof schemaOf>[0], values: Record<string, unknown>) {
  const result = schemaOf(fields).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("connection states", () => {
  it("lets a waiting chat be taken or assigned, and only an active one be answered", () => {
    expect(chatStatuses.filter(mayTake)).toEqual(["waiting"]);
    expect(chatStatuses.filter(mayReply)).toEqual(["active"]);
    expect(mayTake(undefined)).toBe(false);
    expect(mayReply("closed")).toBe(false);
  });
});

describe("chatTitle", () => {
  const customer = { _id: "u", name: "Anna", surname: "Ferrari" };
  const staff = { _id: "s", name: "Marco", surname: "Bianchi" };
  const admin = { _id: "a", name: "Giulia", surname: "Rossi" };

  it("names the app user, not the viewer nor the employee handling it", () => {
    expect(chatTitle([customer, staff], "a", "s")).toBe("Anna Ferrari");
    expect(chatTitle([customer, staff], "s", "s")).toBe("Anna Ferrari");
    expect(chatTitle([customer], "a")).toBe("Anna Ferrari");
  });

  it("falls back to the employee, then to everyone, and is empty when nobody has a name", () => {
    expect(chatTitle([admin, staff], "a", "s")).toBe("Marco Bianchi");
    expect(chatTitle([admin], "a")).toBe("Giulia Rossi");
    expect(chatTitle([{ _id: "x" }], "a")).toBe("");
  });
});

describe("employeeOptions", () => {
  it("puts the viewer first, then the others by name, each once", () => {
    const me = { value: "a", label: "Giulia Rossi (tu)" };
    expect(
      employeeOptions(me, [
        { value: "z", label: "Zeno Neri" },
        { value: "a", label: "Giulia Rossi" },
        { value: "b", label: "Bruno Verdi" },
        { value: "z", label: "Zeno Neri" },
        { value: "", label: "Senza id" },
      ]),
    ).toEqual([me, { value: "b", label: "Bruno Verdi" }, { value: "z", label: "Zeno Neri" }]);
  });
});

describe("forms", () => {
  it("asks for a reply's text within the limit", () => {
    expect(errorsOf(replyFields, { text: "  " })).toEqual({ text: "validation.required" });
    expect(errorsOf(replyFields, { text: "x".repeat(messageMaxLength + 1) })).toEqual({
      text: `validation.maxLength|${messageMaxLength}`,
    });
    expect(errorsOf(replyFields, { text: "Certo, a stasera!" })).toEqual({});
  });

  it("assigns only to an offered employee", () => {
    const fields = assignFieldsOf([{ value: "s", label: "Marco Bianchi" }]);
    expect(errorsOf(fields, { employeeId: "s" })).toEqual({});
    expect(errorsOf(fields, { employeeId: "elsewhere" })).toEqual({ employeeId: "validation.notAnOption" });
    expect(errorsOf(fields, { employeeId: "" })).toEqual({ employeeId: "validation.required" });
  });

  it("asks whom a new chat is with", () => {
    expect(errorsOf(newChatFields, {})).toEqual({ participantId: "validation.required" });
  });
});

describe("openedChat", () => {
  it("is the chat of a chat's page, and nothing for the inbox or the new chat dialog", () => {
    expect(openedChat("/chats/abc123")).toBe("abc123");
    expect(openedChat("/chats")).toBeNull();
    expect(openedChat("/chats/new")).toBeNull();
    expect(openedChat("/chats/a b")).toBeNull();
    expect(openedChat("/feedbacks/abc123")).toBeNull();
  });

  it("gives the chats a badge beside the viewed sections", () => {
    expect(isCountedSection("chats")).toBe(true);
    expect(isCountedSection("feedbacks")).toBe(true);
    expect(isCountedSection("events")).toBe(false);
  });
});
