// The audit log in people's words (decision 035), the part both the page and the CSV read: an entry's record named as
// the product does, its action as one word, each changed field under its form's label and each value as the pages show
// it (states in the reader's language, money in euro, instants on the venue's clock). The server describes the entry
// (audit-entries.server.ts, which knows the resource definitions); this module only turns that into text, so the
// browser never loads the definitions. Pure.
import type { AuditEntry } from "~/core/audit/audit";
import { formatDate, formatDateTime, formatMoney } from "~/core/format/format";

/** A value as the pages would show it, before it is put in the reader's words. */
export type Shown =
  | { kind: "empty" }
  | { kind: "text"; text: string }
  /** A state or choice: its translation key, and the stored value should the key be missing. */
  | { kind: "word"; key: string; fallback: string }
  | { kind: "money"; cents: number }
  | { kind: "instant"; at: string }
  | { kind: "day"; day: string }
  | { kind: "yesNo"; value: boolean }
  | { kind: "list"; items: Shown[] };

export type DescribedChange =
  | { field: string; label: string | null; secret: true }
  | { field: string; label: string | null; before: Shown; after: Shown };

/** An entry as the log shows it: the stored entry, and what the server found to name and link it. */
export type DescribedEntry = AuditEntry & {
  /** The record's name: kept with the entry, else read back from the upstream; null when neither said it. */
  name: string | null;
  /** The record's page, only when the reader may open it and the record is still there. */
  href: string | null;
  described: DescribedChange[];
};

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The state changes the back-office sends as verbs of a record's path, each with a word of its own. */
const auditVerbs = ["read", "messages"] as const;

/** The entity's word: "Guardaroba", "Prenotazione"; the upstream's name when the locale has none. */
export function entityWord(entity: string, t: Translate): string {
  return t(`auditWords.entities.${entity}`, { defaultValue: entity });
}

/** The action in one word: the four kinds of write, the known verbs, else the verb named as a change of state. */
export function actionWord(action: string, t: Translate): string {
  if (["create", "update", "delete", "upload"].includes(action)) return t(`audit.actions.${action}`);
  if ((auditVerbs as readonly string[]).includes(action)) return t(`auditWords.verbs.${action}`);
  return t("audit.actions.change", { verb: action });
}

const shortId = (id: string) => (id.length > 8 ? `…${id.slice(-6)}` : id);

/** The record in words: its entity's word and its name ("Guardaroba G001"), or a short id when it has no name. */
export function recordWords(entry: Pick<DescribedEntry, "entity" | "entityId" | "name">, t: Translate): string {
  const name = entry.name ?? (entry.entityId ? shortId(entry.entityId) : "");
  return [entityWord(entry.entity, t), name].filter(Boolean).join(" ");
}

/** A field's label: its form's (or its list column's) label, else the shared `fields.` one, else its name. */
export function fieldWord(change: Pick<DescribedChange, "field" | "label">, t: Translate): string {
  if (change.label) return t(change.label, { defaultValue: change.field });
  return t(`fields.${change.field}`, { defaultValue: change.field });
}

const longest = 120;

/** A value in the reader's words. */
export function shownText(value: Shown, t: Translate, language: string): string {
  switch (value.kind) {
    case "empty":
      return "—";
    case "word":
      return t(value.key, { defaultValue: value.fallback });
    case "money":
      return formatMoney(value.cents, language);
    case "instant":
      return formatDateTime(value.at);
    case "day":
      return formatDate(value.day);
    case "yesNo":
      return value.value ? t("common.yes") : t("common.no");
    case "list":
      return value.items.length ? value.items.map((item) => shownText(item, t, language)).join(", ") : "—";
    default: {
      const text = value.text;
      return text.length > longest ? `${text.slice(0, longest - 1)}…` : text;
    }
  }
}

/** One change as a line of text (the CSV's): "Stato: Preso → Restituito". */
export function changeText(change: DescribedChange, t: Translate, language: string): string {
  const label = fieldWord(change, t);
  if ("secret" in change) return `${label}: ${t("audit.secretChanged")}`;
  return `${label}: ${shownText(change.before, t, language)} → ${shownText(change.after, t, language)}`;
}
