// The generic form of spec section 3, described by a field list: each field's widget, rules and options. The same
// list validates in the browser and in the action (validateFields; the action wraps it in zod, field-schema.ts) and
// builds the payload sent upstream. No zod here: the browser validates forms without loading it.
import { parseDay, showDay } from "~/core/format/format";
import { parseVenueDateTime, showVenueDateTime } from "~/core/format/venue-time";
import type { FoundOptions, Option, OptionDetail } from "~/core/lists/option";

/** `rows`: a list of small records (a venue and a role, say), each drawn from `rowFields`. */
type FieldComponent =
  "input" | "textarea" | "date" | "datetime" | "separator" | "toggle" | "checkbox" | "select" | "upload" | "rows";

export type Rule =
  /** `message`: the message key when the default (validation.required) would not say it (an acceptance box, say). */
  | { kind: "required"; message?: string }
  | { kind: "email" }
  | { kind: "integer" }
  | { kind: "number" }
  /** An amount in euro: whole euro or euro and cents ("250", "250,50"), never below zero. */
  | { kind: "money" }
  | { kind: "phone" }
  | { kind: "min"; value: number }
  | { kind: "max"; value: number }
  | { kind: "maxLength"; value: number }
  | { kind: "url" }
  | { kind: "after"; field: string }
  /** A number above another field's (an original price above the price, say); `message` is its message key. */
  | { kind: "above"; field: string; message: string };

export type FormValues = Record<string, unknown>;

export type { Option };
/** Re-exported: the form machinery reads and shows days, and its callers import them from here. */
export { parseDay, showDay };

/** Options read from another entity (spec section 7: select options over the server). */
export type OptionsFrom = {
  endpoint: string;
  /** The field (or fields, joined by a space) shown for an option. */
  optionLabel: string | readonly string[];
  optionValue?: string;
  query?: Record<string, string>;
  /** The options belong to a venue: a venue user is offered only their venue's. */
  venueScoped?: boolean;
  /** How an option reads, when it is more than its label fields joined (a VAT rate's name and percentage, say). */
  describe?: (record: Record<string, unknown>) => string;
  /** A short list (a few VAT rates): a plain select of all of it, never searched on the server. */
  whole?: true;
  /** What tells apart options that share a name (a list's event, a product's stock): its second line, in parts. */
  detail?: readonly DetailPart[];
};

/**
 * One part of an option's second line, read from the record: its text as it is, an enum's word (`enumPrefix`), a
 * sentence holding it (`key`, with `{{value}}`), or the name of the record it refers to (`from`: the id in `field` is
 * looked up at that endpoint, within the user's reach, one call per page of options).
 */
export type DetailPart = {
  field: string;
  enumPrefix?: string;
  key?: string;
  from?: { endpoint: string; label: string };
};

export type { FoundOptions };

/** What a form's action sends back besides conform's reply: each choice's option, and a search's options. */
export type PickerReply = { choices?: Record<string, Option[]>; found?: Record<string, FoundOptions> };

/** The form field that carries the text a select is searched for without JavaScript. */
export function searchTextFieldOf(name: string): string {
  return `${name}__q`;
}

/** Where a looked-up part's name is kept on the record while its option is drawn. */
export function relatedNameField(part: DetailPart): string {
  return `${part.field}__name`;
}

function detailOf(record: Record<string, unknown>, parts: readonly DetailPart[]): OptionDetail[] {
  return parts.flatMap((part): OptionDetail[] => {
    const raw = record[part.from ? relatedNameField(part) : part.field];
    if (raw === undefined || raw === null || raw === "") return [];
    const value = String(raw);
    if (part.enumPrefix) return [{ key: `${part.enumPrefix}.${value}` }];
    if (part.key) return [{ key: part.key, value }];
    return [value];
  });
}

export function optionOf(record: Record<string, unknown>, from: OptionsFrom): Option {
  const labels = typeof from.optionLabel === "string" ? [from.optionLabel] : from.optionLabel;
  const value = String(record[from.optionValue ?? "_id"] ?? "");
  const label = from.describe
    ? from.describe(record)
    : labels
        .map((name) => String(record[name] ?? ""))
        .join(" ")
        .trim();
  const detail = from.detail ? detailOf(record, from.detail) : [];
  return detail.length > 0 ? { value, label, detail } : { value, label };
}

export type FieldDefinition = {
  name: string;
  /** Translation key of the label. */
  label: string;
  component: FieldComponent;
  type?: "text" | "email" | "number" | "tel" | "url" | "password";
  /** A list, or a function of the current values (spec section 3). Only fields with rules are validated. */
  rules?: readonly Rule[] | ((values: FormValues) => readonly Rule[]);
  showIf?: (values: FormValues) => boolean;
  /** From the typed value to what the upstream receives. */
  normalize?: (value: unknown) => unknown;
  /** From the upstream's value to what the form shows. */
  deserialize?: (value: unknown) => unknown;
  initialValue?: unknown;
  /** Translation key of a line under the field saying what it takes (its bounds, say). */
  hint?: string;
  /** Translation key of a suffix shown after the input (for example "km" or "%"). */
  suffix?: string;
  placeholder?: string;
  clearable?: boolean;
  disable?: boolean;
  readonly?: boolean;
  multiple?: boolean;
  /** Fixed options (labels are translation keys), or options read from another entity over the server. */
  options?: readonly Option[];
  optionsFrom?: OptionsFrom;
  /** For uploads: which files are accepted (spec section 5). The form posts the file as `<name>__file`. */
  upload?: import("~/core/http/upload-types").UploadKind;
  /** For rows: the fields of each row. Rows left blank are dropped; each other row is checked with these rules. */
  rowFields?: readonly FieldDefinition[];
  /** Layout: how wide the field is in the form grid. */
  class?: "full" | "half";
};

/** The form field that carries a newly chosen file for an upload field. */
export function fileFieldOf(name: string): string {
  return `${name}__file`;
}

/** The form field that carries the back-office's signature of an upload field's URL (core/upstream/upload-url.server.ts). */
export function signatureFieldOf(name: string): string {
  return `${name}__signed`;
}

const italianPhone = /^(\+39|0039) \d{8,10}$/;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function rulesOf(field: FieldDefinition, values: FormValues): readonly Rule[] {
  if (!field.rules) return [];
  return typeof field.rules === "function" ? field.rules(values) : field.rules;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

/** A value as the rules read it; a hostile post's object without a prototype has no text of its own. */
function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** The message key of the first rule a value breaks, or null. */
export function checkRules(rules: readonly Rule[], value: unknown, values: FormValues): string | null {
  for (const rule of rules) {
    if (rule.kind === "required") {
      if (isEmpty(value) || value === false) return rule.message ?? "validation.required";
      continue;
    }
    if (isEmpty(value)) continue;
    const text = textOf(value);
    switch (rule.kind) {
      case "email":
        if (!emailShape.test(text)) return "validation.invalidEmail";
        break;
      case "integer":
        if (!/^-?\d+$/.test(text)) return "validation.integer";
        break;
      case "number":
        if (!/^-?\d+([.,]\d+)?$/.test(text)) return "validation.number";
        break;
      case "money":
        if (!/^\d+([.,]\d{1,2})?$/.test(text)) return "validation.money";
        break;
      case "phone":
        if (!italianPhone.test(text)) return "validation.invalidPhone";
        break;
      case "min":
        if (Number(text.replace(",", ".")) < rule.value) return `validation.min|${rule.value}`;
        break;
      case "max":
        if (Number(text.replace(",", ".")) > rule.value) return `validation.max|${rule.value}`;
        break;
      case "maxLength":
        if (text.length > rule.value) return `validation.maxLength|${rule.value}`;
        break;
      case "url":
        if (!/^https?:\/\/\S+$/.test(text)) return "validation.url";
        break;
      case "above": {
        const other = String(values[rule.field] ?? "")
          .trim()
          .replace(",", ".");
        if (other !== "" && Number.isFinite(Number(other)) && Number(text.replace(",", ".")) <= Number(other))
          return rule.message;
        break;
      }
      case "after": {
        const other = values[rule.field];
        const otherTime = typeof other === "string" ? (parseVenueDateTime(other) ?? parseDay(other) ?? other) : other;
        if (!isEmpty(otherTime) && Date.parse(text) <= Date.parse(String(otherTime))) return "validation.endAfterStart";
        break;
      }
    }
  }
  return null;
}

/** The rows a post sent for a rows field: conform gives a list of records (a hostile post, anything). */
function rowsOf(raw: unknown): Record<string, unknown>[] {
  const list = Array.isArray(raw) ? raw : raw && typeof raw === "object" ? Object.values(raw) : [];
  return list.map((row) =>
    row && typeof row === "object" && !Array.isArray(row) ? (row as Record<string, unknown>) : {},
  );
}

/** A row whose fields are all empty: offered to be filled, and dropped when it is not. */
function isBlankRow(field: FieldDefinition, row: FormValues): boolean {
  return (field.rowFields ?? []).every((sub) => isEmpty(row[sub.name]) || row[sub.name] === false);
}

/** Reads a field's raw form value (conform gives strings, string arrays and "on" for checkboxes). */
function coerce(field: FieldDefinition, raw: unknown): unknown {
  if (field.component === "rows")
    return rowsOf(raw).map((row) =>
      Object.fromEntries((field.rowFields ?? []).map((sub) => [sub.name, coerce(sub, row[sub.name])])),
    );
  if (field.component === "toggle" || field.component === "checkbox")
    return raw === "on" || raw === "true" || raw === true;
  if (field.multiple) return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (typeof raw === "string") return raw.trim();
  return raw;
}

export function visibleFields(fields: readonly FieldDefinition[], values: FormValues): FieldDefinition[] {
  return fields.filter((field) => field.component !== "separator" && (!field.showIf || field.showIf(values)));
}

/** A date or date-time field's typed text → what is checked and stored (yyyy-MM-dd, an ISO instant); null if invalid. */
function storedValue(field: FieldDefinition, value: unknown): unknown {
  if (typeof value !== "string" || value === "") return value;
  if (field.component === "date") return parseDay(value);
  if (field.component === "datetime") return parseVenueDateTime(value);
  return value;
}

const invalidTimeMessage: Partial<Record<FieldComponent, string>> = {
  date: "validation.invalidDate",
  datetime: "validation.invalidDateTime",
};

/** A select with fixed options takes only those: anything else is a post no form of ours sends. */
function offOptions(field: FieldDefinition, value: unknown): boolean {
  if (field.component !== "select" || !field.options || field.optionsFrom) return false;
  const allowed = new Set(field.options.map((option) => option.value));
  return ([] as unknown[]).concat(value ?? []).some((one) => !isEmpty(one) && !allowed.has(textOf(one)));
}

/** The message key of what is wrong with one field's value, or null. */
function problemOf(field: FieldDefinition, value: unknown, values: FormValues): string | null {
  const stored = storedValue(field, value);
  if (stored === null && invalidTimeMessage[field.component]) return invalidTimeMessage[field.component]!;
  return (
    checkRules(rulesOf(field, values), stored, values) ?? (offOptions(field, stored) ? "validation.notAnOption" : null)
  );
}

/** Reads raw form values with a field list: the values as read, and the message key of each visible field that fails. */
export function validateFields(
  fields: readonly FieldDefinition[],
  raw: Record<string, unknown>,
): { values: FormValues; errors: Record<string, string> } {
  const values: FormValues = {};
  const errors: Record<string, string> = {};
  for (const field of fields) if (field.component !== "separator") values[field.name] = coerce(field, raw[field.name]);
  for (const field of visibleFields(fields, values)) {
    if (field.component === "rows") {
      // Each filled row is checked on its own; its errors are named as the form names its fields: `<rows>[i].<field>`.
      (values[field.name] as FormValues[]).forEach((row, index) => {
        if (isBlankRow(field, row)) return;
        for (const sub of field.rowFields ?? []) {
          const problem = problemOf(sub, row[sub.name], row);
          if (problem) errors[`${field.name}[${index}].${sub.name}`] = problem;
        }
      });
      continue;
    }
    const problem = problemOf(field, values[field.name], values);
    if (problem) errors[field.name] = problem;
  }
  return { values, errors };
}

/** What the upstream receives: visible, editable fields, normalised; empty optional values as null. */
export function payloadOf(fields: readonly FieldDefinition[], values: FormValues): FormValues {
  const payload: FormValues = {};
  for (const field of visibleFields(fields, values)) {
    if (field.readonly || field.disable) continue;
    if (field.component === "rows") {
      const rows = (values[field.name] as FormValues[] | undefined) ?? [];
      payload[field.name] = rows
        .filter((row) => !isBlankRow(field, row))
        .map((row) => payloadOf(field.rowFields ?? [], row));
      continue;
    }
    const value = storedValue(field, values[field.name]);
    const normalized = field.normalize ? field.normalize(value) : value;
    payload[field.name] = normalized === "" ? null : normalized;
    if (field.type === "number" && typeof normalized === "string" && normalized !== "")
      payload[field.name] = Number(normalized);
  }
  return payload;
}

/** The form's starting values: the record's (deserialised) or each field's initial value. */
export function initialValuesOf(fields: readonly FieldDefinition[], record: FormValues | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.component === "separator") continue;
    const source = record ? record[field.name] : field.initialValue;
    if (field.component === "rows") {
      values[field.name] = (Array.isArray(source) ? source : []).map((row) =>
        initialValuesOf(field.rowFields ?? [], row && typeof row === "object" ? (row as FormValues) : {}),
      );
      continue;
    }
    const value = field.deserialize
      ? field.deserialize(source)
      : field.component === "date"
        ? showDay(source)
        : field.component === "datetime"
          ? showVenueDateTime(source)
          : source;
    values[field.name] =
      value ?? (field.multiple ? [] : field.component === "toggle" || field.component === "checkbox" ? false : "");
  }
  return values;
}

/**
 * The selects over other entities in a field list, with where their options are kept (the field's name, or
 * `<rows>.<field>` for a select inside rows) and the values chosen in them.
 */
export function entitySelectsOf(
  fields: readonly FieldDefinition[],
): { key: string; field: FieldDefinition; chosen: (values: FormValues | null) => string[] }[] {
  const asList = (value: unknown) =>
    ([] as unknown[])
      .concat(value ?? [])
      .map(String)
      .filter(Boolean);
  return fields.flatMap((field) => {
    if (field.component === "rows") {
      const rowsIn = (values: FormValues | null) =>
        Array.isArray(values?.[field.name]) ? (values[field.name] as FormValues[]) : [];
      return (field.rowFields ?? [])
        .filter((sub) => sub.optionsFrom)
        .map((sub) => ({
          key: `${field.name}.${sub.name}`,
          field: sub,
          chosen: (values: FormValues | null) => rowsIn(values).flatMap((row) => asList(row?.[sub.name])),
        }));
    }
    return field.optionsFrom
      ? [{ key: field.name, field, chosen: (values: FormValues | null) => (values ? asList(values[field.name]) : []) }]
      : [];
  });
}
