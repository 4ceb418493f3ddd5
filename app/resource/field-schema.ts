// A field list as a zod schema, for conform's parseWithZod in actions: the same checks as the browser's (validateFields,
// through useFieldForm). A form's control values (an intent, a hidden id) may ride along as a zod shape, checked only
// here: nobody types them, so the browser has nothing to say about them.
import { z } from "zod";
import { validateFields } from "./field-values";
import type { FieldDefinition, FormValues } from "./fields";

export function schemaOf<Controls extends z.ZodRawShape = Record<never, never>>(
  fields: readonly FieldDefinition[],
  controls?: Controls,
) {
  const controlSchema = z.object(controls ?? ({} as Controls));
  return z.record(z.string(), z.unknown()).transform((raw, context) => {
    const { values, errors } = validateFields(fields, raw);
    for (const [name, message] of Object.entries(errors))
      context.addIssue({ code: z.ZodIssueCode.custom, path: [name], message });
    const read = controlSchema.safeParse(raw);
    if (!read.success)
      for (const issue of read.error.issues)
        context.addIssue({ code: z.ZodIssueCode.custom, path: issue.path, message: issue.message });
    return { ...values, ...(read.success ? read.data : {}) } as FormValues & z.output<typeof controlSchema>;
  });
}
