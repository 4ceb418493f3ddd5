// The data cash form (spec section 3: apiKey, username, initial password, password, VAT number, PIN, user). The
// secrets are password inputs that start empty: the page shows only their masks, and an empty one keeps what is stored.
import { dataCashSecrets } from "~/domains/venues/data-cash";
import type { FieldDefinition } from "~/resource/fields";

const secret = (
  name: (typeof dataCashSecrets)[number],
  label: string,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({
  name,
  label,
  component: "input",
  type: "password",
  ...extra,
});

export const dataCashFields: readonly FieldDefinition[] = [
  { name: "username", label: "fields.username", component: "input", rules: [{ kind: "required" }] },
  { name: "user", label: "night.dataCash.user", component: "input", rules: [{ kind: "required" }] },
  {
    name: "vatNumber",
    label: "fields.vatNumber",
    component: "input",
    rules: [{ kind: "required" }, { kind: "maxLength", value: 16 }],
  },
  { name: "secrets", label: "night.dataCash.secretsSection", component: "separator" },
  secret("apiKey", "night.dataCash.apiKey", { class: "full" }),
  secret("initialPassword", "night.dataCash.initialPassword"),
  secret("password", "night.dataCash.password"),
  secret("pin", "night.dataCash.pin", { rules: [{ kind: "integer" }] }),
];
