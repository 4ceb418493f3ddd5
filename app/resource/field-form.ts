// The conform set-up of a form whose rules are a field list (fields.ts): the browser runs validateFields, the very
// function the action's zod schema wraps (field-schema.ts), so the same messages show before posting and after.
// No zod here: pages with such a form do not download it (decisions 006 and 016).
import { parse, useForm, type SubmissionResult } from "@conform-to/react";
import { validateFields } from "./field-values";
import type { FieldDefinition, FormValues } from "./fields";

export type FieldFormShape = Record<string, string | string[] | boolean | null>;

export function useFieldForm({
  id,
  fields,
  lastResult,
  defaultValue,
}: {
  id: string;
  fields: readonly FieldDefinition[];
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: FormValues;
}) {
  return useForm<FieldFormShape>({
    id,
    lastResult,
    defaultValue: defaultValue as FieldFormShape | undefined,
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (payload) => {
          const { values, errors } = validateFields(fields, payload);
          const failed = Object.entries(errors);
          return failed.length
            ? { error: Object.fromEntries(failed.map(([name, message]) => [name, [message]])) }
            : { value: values as FieldFormShape };
        },
      }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}
