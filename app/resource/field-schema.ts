// A field list as a zod schema, for conform's parseWithZod in actions: the same checks as the browser's (validateFields).
import { z } from "zod";
import { validateFields, type FieldDefinition } from "./fields";

export function schemaOf(fields: readonly FieldDefinition[]) {
  return z.record(z.string(), z.unknown()).transform((raw, context) => {
    const { values, errors } = validateFields(fields, raw);
    for (const [name, message] of Object.entries(errors)) context.addIssue({ code: z.ZodIssueCode.custom, path: [name], message });
    return values;
  });
}
