// A venue user's own venue (spec sections 2, 3, 5; GET/PUT /discos/{venueId}): the venue's fields it owns, for the
// generic form machinery. Apart from the user's profile, whose page does not load the venues' fields.
import type { FieldDefinition } from "~/resource/fields";
import { venueFeeFields, venueFields } from "./venues.resources";

/** What the venue's own profile leaves out: the status and the fees are the platform's (admins set them in /discos). */
const notOwnedByVenue = new Set<string>(["status", "fees", ...venueFeeFields, "cardProviderAccountStatus"]);

export const venueProfileFields: readonly FieldDefinition[] = venueFields.filter(
  (field) => !notOwnedByVenue.has(field.name),
);

export { venueFeeFields };
