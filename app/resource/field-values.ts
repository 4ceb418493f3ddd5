// A form's values read with its field list: a post's raw values coerced and validated (validateFields; the action
// wraps it in zod, field-schema.ts), what the upstream receives (payloadOf), and what the form starts from
// (initialValuesOf).
import { parseDay, showDay } from "~/ui/shell-kit";
import { parseVenueDateTime, showVenueDateTime } from "~/core/format/venue-time";
import { checkRules, isEmpty, textOf } from "./field-rules";
import { visibleFields, type FieldComponent, type FieldDefinition, type FormValues, type Rule } from "./fields";

function rulesOf(field: FieldDefinition, values: FormValues): readonly Rule[] {
  if (!field.rules) return [];
  return typeof field.rules === "function" ? field.rules(values) : field.rules;
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
