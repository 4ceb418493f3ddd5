import { z } from "zod";

// A notice carries a translation key, so it shows in the language of the page that displays it.
export const noticeSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  type: z.enum(["positive", "negative", "warning", "info"]),
  key: z.string(),
  values: z.record(z.string(), z.string()).optional(),
  /** A second sentence's key, said after the first (a change made, but its audit entry not recorded). */
  also: z.string().optional(),
});

export type Notice = z.input<typeof noticeSchema>;
export type ShownNotice = z.output<typeof noticeSchema>;
