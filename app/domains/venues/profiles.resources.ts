// The signed-in user's own records (spec sections 2, 3, 5): their profile (PUT /users/me) and, for venue users, their
// venue (GET/PUT /discos/{venueId}). Field lists for the generic form machinery, like every other resource's.
import type { FieldDefinition } from "~/resource/fields";
import { usernameRules } from "~/domains/account/profile-completion";
import { venueFeeFields, venueFields } from "./venues.resources";

export const profileFields: readonly FieldDefinition[] = [
  { name: "email", label: "fields.email", component: "input", type: "email", readonly: true },
  { name: "username", label: "fields.username", component: "input", rules: usernameRules },
  { name: "name", label: "fields.name", component: "input", rules: [{ kind: "required" }] },
  { name: "surname", label: "fields.surname", component: "input", rules: [{ kind: "required" }] },
  {
    name: "phoneNumber",
    label: "fields.phoneNumber",
    component: "input",
    type: "tel",
    rules: [{ kind: "phone" }],
    placeholder: "fields.phonePlaceholder",
  },
  { name: "profileImage", label: "profiles.profileImage", component: "upload", upload: "image", class: "full" },
];

/** What the venue's own profile leaves out: the status and the fees are the platform's (admins set them in /discos). */
const notOwnedByVenue = new Set<string>(["status", "fees", ...venueFeeFields, "cardProviderAccountStatus"]);

export const venueProfileFields: readonly FieldDefinition[] = venueFields.filter(
  (field) => !notOwnedByVenue.has(field.name),
);

export { venueFeeFields };
