// A venue's table (spec section 3) as the app reads it: its detail, and its capacity when a reservation is put at it
// or accepted.
import type { z } from "zod";
import { optionalNumber, optionalText, upstreamRecord } from "~/core/upstream/upstream-record";

export const venueTableSchema = upstreamRecord({
  name: optionalText,
  code: optionalText,
  description: optionalText,
  area: optionalText,
  discoId: optionalText,
  maxReservations: optionalNumber,
  minSpend: optionalNumber,
});
export type VenueTable = z.output<typeof venueTableSchema>;
