// A post's control values: an intent, a hidden id, where to go back, a button's own value. Nobody types them, so the
// browser has nothing to check; the action reads them through conform and zod like every field, never by hand.
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

/** A post's control values read with a zod shape; null when they are not what our own forms send. */
export function readControls<Shape extends z.ZodRawShape>(
  form: FormData,
  shape: Shape,
): z.output<z.ZodObject<Shape>> | null {
  const submission = parseWithZod(form, { schema: z.object(shape) });
  return submission.status === "success" ? submission.value : null;
}

/** Where to go back after the post: any text here, made safe by safeRedirect. */
export const redirectToControl = z.string().optional();

/** A move of one row of a hand-made order: which row, and up or down (down unless it says up). */
export const moveControls = { direction: z.enum(["up", "down"]).catch("down") };
