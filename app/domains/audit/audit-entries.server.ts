// Describes a page of audit entries for the reader (decision 035): each field under the label its form gives it, each
// value as the lists show it, the record named, and a link to it when the reader may open it. What a field is and how
// it shows come from the resource definitions (the forms' fields and the lists' columns), so the log says what the
// pages say. The records on the page are read back once per entity, in parallel, within the reader's row scope: that
// names the entries older than the names kept at write time and proves each link leads to a record the reader
// reaches (a record deleted since, or outside the reader's reach, gets no link and no name from the upstream).
import type { AuditChange, AuditEntry } from "~/core/audit/audit";
import { recordLabelOf } from "~/core/audit/audit-label";
import type { Signed } from "~/core/auth/auth.server";
import { canAccess, canOpenEventTab, section, type SectionKey } from "~/core/access/permissions";
import { rowScope } from "~/core/access/row-scope";
import { resources } from "~/domains/index";
import type { ColumnFormat, ResourceDefinition } from "~/resource/definition";
import type { FieldDefinition } from "~/resource/fields";
import type { DescribedChange, DescribedEntry, Shown } from "./audit-words";

/** How one field of an entity is labelled and shown, merged from every form and list of that entity. */
type FieldWords = {
  label?: string;
  format?: ColumnFormat;
  /** Translation key prefix of the field's states (`reservationStatuses`). */
  enumPrefix?: string;
  /** A fixed choice's label key per value. */
  options?: Record<string, string>;
};

type EntityWords = { fields: Map<string, FieldWords>; resources: ResourceDefinition[] };

const formatOfField = (field: FieldDefinition): ColumnFormat | undefined => {
  if (field.component === "checkbox" || field.component === "toggle") return "boolean";
  if (field.component === "datetime") return "datetime";
  if (field.component === "date") return "date";
  const rules = typeof field.rules === "function" ? [] : (field.rules ?? []);
  if (rules.some((rule) => rule.kind === "money")) return "money";
  return undefined;
};

function wordsOf(all: readonly ResourceDefinition[]): Map<string, EntityWords> {
  const byEntity = new Map<string, EntityWords>();
  for (const resource of all) {
    const entity = byEntity.get(resource.endpoint) ?? { fields: new Map<string, FieldWords>(), resources: [] };
    byEntity.set(resource.endpoint, entity);
    entity.resources.push(resource);
    const wordsFor = (name: string) => {
      const words = entity.fields.get(name) ?? {};
      entity.fields.set(name, words);
      return words;
    };
    // The form's label first (decision 035), the list's otherwise.
    for (const field of resource.fields) {
      if (field.component === "separator") continue;
      const words = wordsFor(field.name);
      words.label ??= field.label;
      words.format ??= formatOfField(field);
      if (field.options && !words.options)
        words.options = Object.fromEntries(field.options.map((option) => [option.value, option.label]));
    }
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
  return byEntity;
}

const entityWords = wordsOf(resources);

const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const day = /^\d{4}-\d{2}-\d{2}$/;

/** A stored value as the pages would show it, by what the field is. */
function shownOf(value: unknown, words: FieldWords | undefined): Shown {
  if (value === null || value === undefined || value === "") return { kind: "empty" };
  if (Array.isArray(value)) return { kind: "list", items: value.map((item) => shownOf(item, words)) };
  if (typeof value === "boolean") return { kind: "yesNo", value };
  if (typeof value === "object") return { kind: "text", text: JSON.stringify(value) };
  const text = String(value);
  if (words?.options?.[text]) return { kind: "word", key: words.options[text]!, fallback: text };
  switch (words?.format) {
    case "money":
      if (Number.isFinite(Number(value))) return { kind: "money", cents: Number(value) };
      break;
    case "boolean":
      if (text === "true" || text === "false") return { kind: "yesNo", value: text === "true" };
      break;
    case "enum":
    case "badge":
      if (words.enumPrefix) return { kind: "word", key: `${words.enumPrefix}.${text}`, fallback: text };
      break;
    case "date":
      if (day.test(text)) return { kind: "day", day: text };
      if (instant.test(text)) return { kind: "day", day: text };
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

export function describeChanges(entity: string, changes: readonly AuditChange[]): DescribedChange[] {
  const fields = entityWords.get(entity)?.fields;
  return changes.map((change) => {
    const words = fields?.get(change.field);
    const label = words?.label ?? null;
    if ("secret" in change) return { field: change.field, label, secret: true };
    return { field: change.field, label, before: shownOf(change.before, words), after: shownOf(change.after, words) };
  });
}

type Row = Record<string, unknown> & { _id: string };

/** Whether the reader may open this resource's pages. */
function opens(resource: ResourceDefinition, signed: Pick<Signed, "viewer">): boolean {
  return resource.tab ? canOpenEventTab(resource.tab, signed.viewer) : canAccess(resource.section, signed.viewer);
}

/** Tabs of the event workspace with a page per record (`events_.$id+/<tab>+/$recordId.tsx`). */
const tabsWithRecordPages = new Set(["cloakroom", "galley", "ticket-releases"]);
/** Sections whose records have no page of their own (lists only, or forms that make records without showing them). */
const sectionsWithoutRecordPages = new Set<SectionKey>([
  "followers",
  "userValidations",
  "promoScan",
  "sendNotifications",
  "ordersTables",
]);

/** The page of one record of this resource, when it has one: the event workspace, an order's detail, the record. */
export function recordPageOf(resource: ResourceDefinition, row: Row): string | null {
  const id = encodeURIComponent(row._id);
  if (resource.tab) {
    if (!tabsWithRecordPages.has(resource.tab) || typeof row.eventId !== "string" || !row.eventId) return null;
    return `/events/${encodeURIComponent(row.eventId)}/${resource.tab}/${id}`;
  }
  if (sectionsWithoutRecordPages.has(resource.section)) return null;
  if (resource.section === "orders") return `/orders/${id}/detail`;
  return `${section(resource.section).path}/${id}`;
}

/** Whether a row is one of this resource's view of its entity (formats among venues, a festival's reservations). */
function inView(resource: ResourceDefinition, row: Row): boolean {
  return Object.entries(resource.scope ?? {}).every(([key, wanted]) => {
    const operator = /^(.+)\[(\w+)\]$/.exec(key);
    if (operator) return operator[2] === "ne" && String(row[operator[1]!] ?? "") !== wanted;
    return wanted.split(",").includes(String(row[key] ?? ""));
  });
}

const plainId = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The records of the page's entries the reader reaches, read once per entity (`_id=a,b,c`, all entities in parallel)
 * within the reader's row scope; keyed `entity/id`. An entity the reader opens no page of is not read: its entries keep
 * the names they were written with. A read that fails leaves its entries without links.
 */
async function readRecords(signed: Signed, entries: readonly AuditEntry[]): Promise<Map<string, Row>> {
  const wanted = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (!entry.entityId || !plainId.test(entry.entityId)) continue;
    if (!entityWords.get(entry.entity)?.resources.some((resource) => opens(resource, signed))) continue;
    const ids = wanted.get(entry.entity) ?? new Set<string>();
    ids.add(entry.entityId);
    wanted.set(entry.entity, ids);
  }
  const read = await Promise.all(
    [...wanted].map(async ([entity, ids]) => {
      const readable = entityWords.get(entity)!.resources.find((resource) => opens(resource, signed))!;
      const scope = rowScope(readable.owner, signed);
      if (scope === null) return [];
      try {
        const { items } = await signed.api.list<Row>(`/${entity}`, {
          ...scope,
          _id: [...ids].join(","),
          limit: ids.size,
        });
        return items.map((row) => [`${entity}/${row._id}`, row] as const);
      } catch (error) {
        if (error instanceof Response && error.status !== 404) throw error;
        console.error(
          `[audit] could not read the ${entity} named on the page: ${error instanceof Error ? error.message : String(error)}`,
        );
        return [];
      }
    }),
  );
  return new Map(read.flat());
}

/**
 * A page of entries as the reader reads them: named, linked where they may go, their fields in words. Without
 * `readBack` (the CSV's thousands of entries) nothing is read: the names are those kept at write time, and no links.
 */
export async function describeEntries(
  signed: Signed,
  entries: readonly AuditEntry[],
  { readBack }: { readBack: boolean },
): Promise<DescribedEntry[]> {
  const records = readBack ? await readRecords(signed, entries) : new Map<string, Row>();
  return entries.map((entry) => {
    const row = entry.entityId ? records.get(`${entry.entity}/${entry.entityId}`) : undefined;
    const page = row
      ? entityWords
          .get(entry.entity)
          ?.resources.filter((resource) => opens(resource, signed) && inView(resource, row))
          .map((resource) => recordPageOf(resource, row))
          .find(Boolean)
      : null;
    return {
      ...entry,
      name: entry.recordLabel ?? (row ? recordLabelOf(entry.entity, row) : null),
      href: page ?? null,
      described: describeChanges(entry.entity, entry.changes),
    };
  });
}

/** Every entity the resource definitions name, for the tests that check each has its word. */
export const describedEntities = [...entityWords.keys()];
