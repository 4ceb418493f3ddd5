// Options over another entity (spec section 7: select options over the server): an option as read from a record, with
// the second line that tells it apart, the selects of a field list that take them, and what a search sends back.
import type { FoundOptions, Option, OptionDetail } from "~/core/lists/option";
import { formatDate } from "~/ui/shell-kit";
import { relatedNameField, type DetailPart, type FieldDefinition, type FormValues, type OptionsFrom } from "./fields";

/** What a form's action sends back besides conform's reply: each choice's option, and a search's options. */
export type PickerReply = { choices?: Record<string, Option[]>; found?: Record<string, FoundOptions> };

function detailOf(record: Record<string, unknown>, parts: readonly DetailPart[]): OptionDetail[] {
  return parts.flatMap((part): OptionDetail[] => {
    const raw = record[part.from ? relatedNameField(part) : part.field];
    if (raw === undefined || raw === null || raw === "") return [];
    const value = part.date ? formatDate(String(raw)) : String(raw);
    if (!value) return [];
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

/**
 * Where a select's options are kept, from the name it posts under: a field's own name, or `<rows>.<field>` for
 * `<rows>[2].<field>`, a select inside rows (every row's select offers the same options).
 */
export function selectKeyOf(name: string): string {
  return name.replace(/\[\d+\]/g, "");
}
