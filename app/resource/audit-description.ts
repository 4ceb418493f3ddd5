// Describes audit entries for their reader (decisions 035 and 050): each field under the label its form gives it,
// each value as the lists show it, and every other record a value names (a galley, who let a guest in, a venue) set
// aside for its name, which audit-names.server.ts reads. What a field is comes from the resource definitions (the
// forms' fields, the lists' columns) and, for what the back-office writes outside its forms, from
// core/audit/audit-fields.ts. Pure: the test that walks every field reads the words the log shows.
import type { AuditChange, AuditEntry } from "~/core/audit/audit";
import { sharedFields, writtenFields, type AuditFieldFormat, type RecordRef } from "~/core/audit/audit-fields";
import type { DescribedChange, DescribedChanges, DescribedEntry, Shown } from "~/core/audit/audit-words";
import { canAccess, canOpenEventTab, type Viewer } from "~/core/access/permissions";
import type { ColumnFormat, ResourceDefinition } from "./definition";
import type { FieldDefinition } from "./fields";

/** A form that writes an entity outside its resource (a venue's own profile, the signed-in user's, data-cash). */
type AuditedForm = { endpoint: string; fields: readonly FieldDefinition[] };

/** What the describer reads its words from: every resource, and the forms beside them. */
export type AuditRegistry = { resources: readonly ResourceDefinition[]; forms: readonly AuditedForm[] };

/** How one field of an entity is labelled and shown, merged from every form, list and written field of that entity. */
type FieldWords = {
  label?: string;
  format?: ColumnFormat | AuditFieldFormat;
  /** Translation key prefix of the field's states (`reservationStatuses`). */
  enumPrefix?: string;
  /** A fixed choice's label key per value. */
  options?: Record<string, string>;
  /** The ids of another entity's records. */
  ref?: RecordRef;
  /** The parts of each small record a `rows` field holds (a venue and a role). */
  rows?: Map<string, FieldWords>;
  /** Where the field comes in its form (changes are listed in that order, as the form shows them). */
  order?: number;
};

type EntityWords = { fields: Map<string, FieldWords>; resources: ResourceDefinition[] };

const formatOfField = (field: FieldDefinition): FieldWords["format"] => {
  if (field.component === "checkbox" || field.component === "toggle") return "boolean";
  if (field.component === "datetime") return "datetime";
  if (field.component === "date") return "date";
  const rules = typeof field.rules === "function" ? [] : (field.rules ?? []);
  if (rules.some((rule) => rule.kind === "money")) return "money";
  return undefined;
};

/** A form field's words: its label, how it shows, its fixed choices, the entity its select picks from. */
function mergeField(into: Map<string, FieldWords>, field: FieldDefinition) {
  if (field.component === "separator") return;
  const words = into.get(field.name) ?? { order: into.size };
  into.set(field.name, words);
  words.label ??= field.label;
  words.format ??= formatOfField(field);
  if (field.options && !words.options)
    words.options = Object.fromEntries(field.options.map((option) => [option.value, option.label]));
  if (field.optionsFrom && (field.optionsFrom.optionValue ?? "_id") === "_id")
    words.ref ??= { endpoint: field.optionsFrom.endpoint };
  if (field.rowFields) {
    words.rows ??= new Map();
    for (const part of field.rowFields) mergeField(words.rows, part);
  }
}

function wordsOf(registry: AuditRegistry): Map<string, EntityWords> {
  const byEntity = new Map<string, EntityWords>();
  const entityOf = (endpoint: string) => {
    const entity = byEntity.get(endpoint) ?? { fields: new Map<string, FieldWords>(), resources: [] };
    byEntity.set(endpoint, entity);
    return entity;
  };
  // The form's label first (decision 035: fields under the forms' own labels), the list's otherwise.
  for (const resource of registry.resources) {
    const entity = entityOf(resource.endpoint);
    entity.resources.push(resource);
    for (const field of resource.fields) mergeField(entity.fields, field);
  }
  for (const form of registry.forms) for (const field of form.fields) mergeField(entityOf(form.endpoint).fields, field);
  for (const resource of registry.resources) {
    const { fields } = entityOf(resource.endpoint);
    const wordsFor = (name: string) => {
      const words = fields.get(name) ?? {};
      fields.set(name, words);
      return words;
    };
    // The list's columns say how a value shows (a state's badge, money, an instant): they come first for that.
    for (const column of [...resource.list.columns, ...(resource.list.exportColumns ?? [])]) {
      const words = wordsFor(column.field);
      words.label ??= column.label;
      if (column.format && column.format !== "text" && column.format !== "flags") {
        if (!words.format || words.format === "text") words.format = column.format;
        words.enumPrefix ??= column.enumPrefix;
      }
    }
    for (const control of resource.list.filterControls ?? []) {
      const words = wordsFor(control.name);
      words.label ??= control.label;
      if (control.optionPrefix) words.enumPrefix ??= control.optionPrefix;
    }
  }
  // What the back-office writes besides the forms (the door's entry, a galley movement): its own words.
  for (const [endpoint, fields] of Object.entries(writtenFields)) {
    const entity = entityOf(endpoint);
    for (const [name, written] of Object.entries(fields)) {
      const words = entity.fields.get(name) ?? {};
      entity.fields.set(name, words);
      words.label ??= written.label;
      words.format ??= written.format;
      words.enumPrefix ??= written.enumPrefix;
      words.ref ??= written.ref;
    }
  }
  return byEntity;
}

const registryWords = new WeakMap<AuditRegistry, Map<string, EntityWords>>();

/** The words of every entity the registry knows, worked out once per registry. */
export function entityWordsOf(registry: AuditRegistry): Map<string, EntityWords> {
  let words = registryWords.get(registry);
  if (!words) registryWords.set(registry, (words = wordsOf(registry)));
  return words;
}

/** A field's words: the entity's own, else those every entity shares (its venue, its event). */
function fieldWordsOf(entity: EntityWords | undefined, field: string): FieldWords | undefined {
  const own = entity?.fields.get(field);
  if (own?.label) return own;
  const shared = sharedFields[field];
  return shared ? { ...shared, ...own, label: shared.label } : undefined;
}

/** A record a value names, waiting for its name: filled in once the names are read (`nameReferences`). */
export type Pending = { endpoint: string; id: string; shown: Extract<Shown, { kind: "record" }> };

const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const day = /^\d{4}-\d{2}-\d{2}$/;
const plainId = /^[A-Za-z0-9_-]{1,64}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A stored value as the pages would show it, by what the field is; a record's id waits in `pending` for its name. */
function shownOf(value: unknown, words: FieldWords | undefined, endpoint: string | null, pending: Pending[]): Shown {
  if (value === null || value === undefined || value === "") return { kind: "empty" };
  if (Array.isArray(value))
    return { kind: "list", items: value.map((item) => shownOf(item, words, endpoint, pending)) };
  if (typeof value === "boolean") return { kind: "yesNo", value };
  if (isObject(value)) {
    // A small record (a venue and a role): its parts with words, the rest (a copy of the venue, say) left out.
    const parts = Object.entries(value).flatMap(([name, part]) => {
      const partWords = words?.rows?.get(name)?.label ? words.rows.get(name) : fieldWordsOf(undefined, name);
      return partWords?.label ? [{ label: partWords.label, value: shownOf(part, partWords, null, pending) }] : [];
    });
    return parts.length ? { kind: "parts", parts } : { kind: "details" };
  }
  const text = String(value);
  if (endpoint && typeof value === "string" && plainId.test(text)) {
    const shown: Extract<Shown, { kind: "record" }> = { kind: "record", name: null };
    pending.push({ endpoint, id: text, shown });
    return shown;
  }
  if (words?.options?.[text]) return { kind: "word", key: words.options[text]!, fallback: text };
  switch (words?.format) {
    case "money":
      if (Number.isFinite(Number(value))) return { kind: "money", cents: Number(value) };
      break;
    case "number":
      if (typeof value === "number") return { kind: "number", value };
      break;
    case "boolean":
      if (text === "true" || text === "false") return { kind: "yesNo", value: text === "true" };
      break;
    case "enum":
    case "badge":
      if (words.enumPrefix) return { kind: "word", key: `${words.enumPrefix}.${text}`, fallback: text };
      break;
    case "date":
      if (day.test(text) || instant.test(text)) return { kind: "day", day: text };
      break;
    default:
      if (words?.enumPrefix && typeof value === "string")
        return { kind: "word", key: `${words.enumPrefix}.${text}`, fallback: text };
  }
  // An instant is shown on the venue's clock whatever the field (an `updatedAt` no list shows, say).
  if (typeof value === "string" && instant.test(text) && !Number.isNaN(Date.parse(text)))
    return { kind: "instant", at: text };
  return { kind: "text", text };
}

/** The entity a reference points at: fixed, or named by another field of the same write (a view's `entityType`). */
function endpointOf(ref: RecordRef | undefined, changes: readonly AuditChange[], side: "before" | "after") {
  if (!ref) return null;
  if ("endpoint" in ref) return ref.endpoint;
  const named = changes.find((change) => change.field === ref.endpointFrom);
  const value = named && !("secret" in named) ? named[side] : null;
  return typeof value === "string" && value ? value : null;
}

/**
 * An entry's changes in words, before the names of the records they point at are read: those wait in `pending`.
 * A field without words anywhere is counted, not named (its raw name and value stay in the CSV's data column).
 */
export function describeChanges(
  registry: AuditRegistry,
  entity: string,
  changes: readonly AuditChange[],
  pending: Pending[] = [],
): DescribedChanges {
  const words = entityWordsOf(registry).get(entity);
  const described: DescribedChange[] = [];
  const orders = new Map<string, number>();
  let unnamed = 0;
  for (const change of changes) {
    const field = fieldWordsOf(words, change.field);
    if (!field?.label) {
      unnamed += 1;
      continue;
    }
    if ("secret" in change) {
      described.push({ field: change.field, label: field.label, secret: true });
      orders.set(change.field, field.order ?? Infinity);
      continue;
    }
    orders.set(change.field, field.order ?? Infinity);
    described.push({
      field: change.field,
      label: field.label,
      before: shownOf(change.before, field, endpointOf(field.ref, changes, "before"), pending),
      after: shownOf(change.after, field, endpointOf(field.ref, changes, "after"), pending),
    });
  }
  // In the form's order; what no form shows (its venue, its event) after, in the order stored.
  const orderOf = (change: DescribedChange) => orders.get(change.field) ?? Infinity;
  return { changes: described.sort((a, b) => orderOf(a) - orderOf(b)), unnamed };
}

/** Whether the reader may open this resource's pages. */
export function opensResource(resource: ResourceDefinition, signed: { viewer: Viewer }): boolean {
  return resource.tab ? canOpenEventTab(resource.tab, signed.viewer) : canAccess(resource.section, signed.viewer);
}

/** An entry without its raw changes, described: what a page sends the browser. */
export function describedEntry(
  entry: AuditEntry,
  described: DescribedChanges,
  named: { name: string | null; href: string | null },
): DescribedEntry {
  const { changes: _changes, path: _path, ...rest } = entry;
  return { ...rest, ...named, described };
}
