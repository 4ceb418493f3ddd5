// The audit trail in people's words (decision 035), the part the log's page, its CSV and a record's History all read:
// an entry's record named as the product does, its action as one word, each changed field under its form's label
// and each value as the pages show it (states in the reader's language, money in euro, instants on the venue's
// clock, another record by its name). The server describes the entry (resource/audit-description.server.ts, which
// knows the resource definitions and reads the names); this module only turns that into text, so the browser never
// loads the definitions. Pure.
import type { AuditEntry } from "./audit";
import { auditVerbs } from "./audit-fields";
import { formatDate, formatDateTime, formatMoney, formatNumber } from "../format/format";

/** A value as the pages would show it, before it is put in the reader's words. */
export type Shown =
  | { kind: "empty" }
  | { kind: "text"; text: string }
  /** A state or choice: its translation key, and the stored value should the key be missing. */
  | { kind: "word"; key: string; fallback: string }
  | { kind: "money"; cents: number }
  | { kind: "number"; value: number }
  | { kind: "instant"; at: string }
  | { kind: "day"; day: string }
  | { kind: "yesNo"; value: boolean }
  /** Another record, by its name; null when the reader may not see it or it is gone (never its id). */
  | { kind: "record"; name: string | null }
  /** A small record inside the value (a venue and a role), each part under its label. */
  | { kind: "parts"; parts: { label: string; value: Shown }[] }
  /** Something without words of its own (an upstream's structure): neither its keys nor its ids are shown. */
  | { kind: "details" }
  | { kind: "list"; items: Shown[] };

/** A changed field under its label's translation key (fields without words are counted, not named). */
export type DescribedChange =
  { field: string; label: string; secret: true } | { field: string; label: string; before: Shown; after: Shown };

/** An entry's changes as the reader reads them: the fields with words, and how many others the write touched. */
export type DescribedChanges = { changes: DescribedChange[]; unnamed: number };

/** An entry as the log and the History show it: the stored entry without its raw changes, named and described. */
export type DescribedEntry = Omit<AuditEntry, "changes" | "path"> & {
  /** The record's name: kept with the entry, else read back from the upstream; null when neither said it. */
  name: string | null;
  /** The record's page, only when the reader may open it and the record is still there. */
  href: string | null;
  described: DescribedChanges;
};

export type Translate = (key: string, options?: Record<string, unknown>) => string;

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

/**
 * The record in words: its entity's word and its name ("Guardaroba G001"); a record without a name (gone, or out of
 * the reader's reach) reads as not available, never as its id.
 */
export function recordWords(entry: Pick<DescribedEntry, "entity" | "entityId" | "name">, t: Translate): string {
  if (entry.name) return `${entityWord(entry.entity, t)} ${entry.name}`;
  return entry.entityId
    ? `${entityWord(entry.entity, t)} (${t("audit.recordUnavailable")})`
    : entityWord(entry.entity, t);
}

/** A field's label in the reader's language. */
export function fieldWord(change: Pick<DescribedChange, "label">, t: Translate): string {
  return t(change.label);
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
    case "number":
      return formatNumber(value.value, language);
    case "instant":
      return formatDateTime(value.at);
    case "day":
      return formatDate(value.day);
    case "yesNo":
      return value.value ? t("common.yes") : t("common.no");
    case "record":
      return value.name ?? t("audit.recordUnavailable");
    case "parts":
      return value.parts.map((part) => `${t(part.label)}: ${shownText(part.value, t, language)}`).join(", ");
    case "details":
      return t("audit.details");
    case "list": {
      if (!value.items.length) return "—";
      // Small records (a venue and a role) are told apart by a semicolon, their parts by commas.
      const between = value.items.some((item) => item.kind === "parts") ? "; " : ", ";
      return value.items.map((item) => shownText(item, t, language)).join(between);
    }
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
  if (change.before.kind === "empty") return `${label}: ${shownText(change.after, t, language)}`;
  return `${label}: ${shownText(change.before, t, language)} → ${shownText(change.after, t, language)}`;
}

/** The fields a write touched that have no words of their own, as one line ("2 altri campi"); null when none. */
export function unnamedText(described: DescribedChanges, t: Translate): string | null {
  return described.unnamed > 0 ? t("audit.unnamedFields", { count: described.unnamed }) : null;
}

/** Every change of an entry as text, the unnamed fields last: the CSV's cell. */
export function changesText(described: DescribedChanges, t: Translate, language: string): string {
  const unnamed = unnamedText(described, t);
  return [...described.changes.map((change) => changeText(change, t, language)), ...(unnamed ? [unnamed] : [])].join(
    "; ",
  );
}
