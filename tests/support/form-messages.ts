// What a user reads under each field after posting a form whose rules are a field list: the action's answer
// (parseWithZod over schemaOf, as every action runs it) in one language, after checking that the browser's check
// (validateFields through conform's parse, as useFieldForm runs it) says the same.
import { parse } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import en from "~/locales/en/common.json";
import it from "~/locales/it/common.json";
import { validateFields } from "~/resource/field-values";
import type { FieldDefinition } from "~/resource/fields";
import { schemaOf } from "~/resource/field-schema";
import { passwordMinLength } from "~/core/auth/password-rules";

type Tree = { [key: string]: unknown };
const locales: Record<"it" | "en", Tree> = { it, en };

export type Posted = Record<string, string | string[]>;

function formDataOf(posted: Posted): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(posted))
    for (const one of ([] as string[]).concat(value)) data.append(name, one);
  return data;
}

/** A message key (`validation.maxLength|30`) as the page shows it, like useErrorText. */
function shown(message: string, lng: "it" | "en"): string {
  const [key, value] = message.split("|");
  const text = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Tree)[part] : undefined),
      locales[lng],
    );
  if (typeof text !== "string") return message;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    name === "min" ? String(passwordMinLength) : (value ?? ""),
  );
}

function texts(error: Record<string, string[] | null> | null | undefined, lng: "it" | "en"): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error ?? {}).flatMap(([name, messages]) =>
      messages?.length ? [[name, messages.map((message) => shown(message, lng)).join(" ")]] : [],
    ),
  );
}

/** The messages the action answers for a post, field by field; throws if the browser's check would say otherwise. */
export function messagesFor(
  fields: readonly FieldDefinition[],
  posted: Posted,
  lng: "it" | "en" = "it",
): Record<string, string> {
  const action = parseWithZod(formDataOf(posted), { schema: schemaOf(fields) });
  const browser = parse(formDataOf(posted), {
    resolve: (payload) => {
      const { values, errors } = validateFields(fields, payload);
      const failed = Object.entries(errors);
      return failed.length
        ? { error: Object.fromEntries(failed.map(([name, message]) => [name, [message]])) }
        : { value: values };
    },
  });
  const said = texts(action.status === "success" ? undefined : action.error, lng);
  const before = texts(browser.status === "success" ? undefined : browser.error, lng);
  if (JSON.stringify(said) !== JSON.stringify(before))
    throw new Error(`the browser says ${JSON.stringify(before)}, the action ${JSON.stringify(said)}`);
  return said;
}
