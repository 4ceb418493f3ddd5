// The signed-in user's own profile (spec sections 2, 3, 5; PUT /users/me): its field list for the generic form
// machinery, like every other resource's. A venue user's venue has its own (venue-profile.resources.ts).
import type { FieldDefinition } from "~/resource/fields";
import { usernameRules } from "~/domains/account/profile-completion";

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
