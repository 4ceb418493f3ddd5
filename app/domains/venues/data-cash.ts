// The venue's data cash credentials (spec section 3). The secrets are never shown back once saved: the page shows a
// mask with their last two characters, and a secret left empty on save keeps the stored one (replace-only).
export const dataCashSecrets = ["apiKey", "initialPassword", "password", "pin"] as const;
const dataCashPlainFields = ["username", "vatNumber", "user"] as const;
export type DataCashSecret = (typeof dataCashSecrets)[number];

export type DataCashRecord = Partial<Record<DataCashSecret | (typeof dataCashPlainFields)[number], string | null>> & {
  _id?: string;
};

const bullets = "••••";

/** `••••` and the last two characters; a short secret shows only the bullets. Null when nothing is stored. */
export function maskSecret(value: unknown): string | null {
  if (typeof value !== "string" || value === "") return null;
  return value.length > 4 ? `${bullets}${value.slice(-2)}` : bullets;
}

/** What the page may see of stored credentials: the plain fields, and for each secret only its mask. */
export function maskedCredentials(record: DataCashRecord | null) {
  const plain = Object.fromEntries(dataCashPlainFields.map((name) => [name, record?.[name] ?? ""])) as Record<
    (typeof dataCashPlainFields)[number],
    string
  >;
  const masks = Object.fromEntries(dataCashSecrets.map((name) => [name, maskSecret(record?.[name])])) as Record<
    DataCashSecret,
    string | null
  >;
  return { id: record?._id ?? null, plain, masks };
}

/**
 * What the upstream receives on save: the plain fields as typed, and only the secrets that were typed (an empty one
 * keeps the stored value, so it is not sent at all).
 */
export function credentialsPayload(submitted: Record<string, unknown>): Record<string, string | null> {
  const payload: Record<string, string | null> = {};
  for (const name of dataCashPlainFields) {
    const value = typeof submitted[name] === "string" ? (submitted[name] as string).trim() : "";
    payload[name] = value === "" ? null : value;
  }
  for (const name of dataCashSecrets) {
    const value = typeof submitted[name] === "string" ? (submitted[name] as string).trim() : "";
    if (value !== "") payload[name] = value;
  }
  return payload;
}

/** The secrets the register cannot work without; the initial password and the PIN may stay empty. */
const requiredSecrets: readonly DataCashSecret[] = ["apiKey", "password"];

/** The required secrets a save still lacks: neither stored nor typed. */
export function missingSecrets(stored: DataCashRecord | null, submitted: Record<string, unknown>): DataCashSecret[] {
  return requiredSecrets.filter(
    (name) => !stored?.[name] && !(typeof submitted[name] === "string" && (submitted[name] as string).trim() !== ""),
  );
}
