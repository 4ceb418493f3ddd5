// The name an audit entry gives its record (decision 035): what the product itself calls it, in no language of its own
// ("G001", "R-10000 · Beatrice Rossi", the event's name), taken from the record when it is written and, for entries
// older than that, from the record read back. The entity's word ("Guardaroba", "Prenotazione") is the reader's
// language's and is added where the entry is shown. Pure: the same rule serves the write and the read.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/** Records a code names on its own: a coat's slot is its number, whoever holds it tonight. */
const codeOnly = new Set(["cloakroom-slots"]);

const longest = 120;

/**
 * A record's name: its code or token when it has one, then who or what it is (a title, a name and surname, the
 * product, the guest), joined as the lists show them; null when the record says nothing of the kind.
 */
export function recordLabelOf(entity: string, record: unknown): string | null {
  if (!isRecord(record)) return null;
  const code = text(record.code) || text(record.token);
  const fullName = [text(record.name), text(record.surname)].filter(Boolean).join(" ");
  const who = codeOnly.has(entity)
    ? ""
    : text(record.title) ||
      fullName ||
      text(record.productName) ||
      text(record.userName) ||
      text(record.holderName) ||
      text(record.email);
  const label = [code, who].filter(Boolean).join(" · ").trim();
  if (!label) return null;
  return label.length > longest ? `${label.slice(0, longest - 1)}…` : label;
}

/** The record a write leaves: what the upstream answered, else the body sent over the record as it was. */
export function writtenRecord(before: unknown, body: unknown, answer: unknown): Record<string, unknown> | null {
  if (!isRecord(before) && !isRecord(body) && !isRecord(answer)) return null;
  return {
    ...(isRecord(before) ? before : {}),
    ...(isRecord(body) ? body : {}),
    ...(isRecord(answer) ? answer : {}),
  };
}
