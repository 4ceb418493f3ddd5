// The upstream's records as the app reads them field by field: zod schemas at the trust boundary (the upstream's JSON
// answer). Lenient on purpose: a field the upstream omits, sends as null or sends of another type reads as absent, and
// every field a schema does not name is kept as it came (the same record is often shown generically too). Only an
// answer that is not a record with an id is refused.
import { z } from "zod";

/** A text the upstream may omit (absent, null or not a text reads as absent). */
export const optionalText = z.string().optional().catch(undefined);

/** A number the upstream may omit (absent, null or not a number reads as absent). */
export const optionalNumber = z.number().optional().catch(undefined);

/** A record of the upstream: its id, the fields the schema names, and every other field as it came. */
export function upstreamRecord<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ _id: z.string(), ...shape }).passthrough();
}
