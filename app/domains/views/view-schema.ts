// The saved view form's rules, shared by the browser and the server: a name, and who sees the view.
import { z } from "zod";
import { maxViewNameLength, viewVisibilities } from "~/core/lists/views";

export const viewSchema = z.object({
  name: z
    .string({ required_error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(maxViewNameLength, `validation.maxLength|${maxViewNameLength}`),
  visibility: z.enum(viewVisibilities, { required_error: "validation.required" }),
});
