// The conform set-up of the small forms checked by a zod schema in the browser and in the action (sign-in, register,
// forgot-password, change-password): the first check on submit, then as the user types. Kept apart from `forms.tsx`
// so pages without such a form do not download zod.
import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

export function useZodForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  return useForm<z.input<Schema>>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}
