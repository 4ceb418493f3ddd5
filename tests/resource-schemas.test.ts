// Every resource's form schema: a complete valid record passes, and breaking each rule is reported on its field.
import { describe, expect, it } from "vitest";
import { type FieldDefinition, type FormValues, type Rule } from "~/resource/fields";
import { schemaOf } from "~/resource/field-schema";
import { sections } from "~/core/access/permissions";
import { resources } from "~/domains";

function rulesOf(field: FieldDefinition, values: FormValues): readonly Rule[] {
  if (!field.rules) return [];
  return typeof field.rules === "function" ? field.rules(values) : field.rules;
}

function validValue(field: FieldDefinition, values: FormValues): unknown {
  if (field.component === "toggle" || field.component === "checkbox") return "on";
  if (field.component === "date") return "01/01/2000";
  if (field.component === "datetime")
    return rulesOf(field, values).some((rule) => rule.kind === "after") ? "02/01/2000 04:30" : "01/01/2000 22:30";
  if (field.options?.length) return field.options[0].value;
  const rules = rulesOf(field, values);
  const min = rules.find((rule) => rule.kind === "min");
  if (rules.some((rule) => rule.kind === "email")) return "anna@demo.test";
  if (rules.some((rule) => rule.kind === "phone")) return "+39 3451234567";
  if (rules.some((rule) => rule.kind === "url")) return "https://example.test/x";
  if (rules.some((rule) => rule.kind === "money")) return "250,50";
  if (min && min.kind === "min") return String(Math.max(min.value, 1));
  if (field.type === "number") return "1";
  return "Prova";
}

const brokenValue: Partial<Record<Rule["kind"], string>> = {
  email: "anna@demo",
  phone: "3451234567",
  integer: "1.5",
  number: "dieci",
  url: "nota url",
  money: "12,345",
};

function sample(fields: readonly FieldDefinition[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) if (field.component !== "separator") values[field.name] = validValue(field, values);
  return values;
}

function errorsOf(fields: readonly FieldDefinition[], values: FormValues) {
  const result = schemaOf(fields).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe.each(resources.map((resource) => [resource.key, resource] as const))("%s", (_key, resource) => {
  it("belongs to a section of the permissions table", () => {
    expect(sections.some((entry) => entry.key === resource.section)).toBe(true);
  });

  it("accepts a complete valid record", () => {
    expect(errorsOf(resource.fields, sample(resource.fields))).toEqual({});
  });

  const ruled = resource.fields.filter((field) => Array.isArray(field.rules) && field.rules.length > 0);
  for (const field of ruled) {
    for (const rule of field.rules as readonly Rule[]) {
      const broken =
        rule.kind === "required"
          ? ""
          : rule.kind === "min"
            ? String(rule.value - 1)
            : rule.kind === "max"
              ? String(rule.value + 1)
              : rule.kind === "maxLength"
                ? "x".repeat(rule.value + 1)
                : brokenValue[rule.kind];
      if (broken === undefined) continue;
      it(`reports ${field.name} breaking ${rule.kind}`, () => {
        const values = { ...sample(resource.fields), [field.name]: broken };
        const expected = rule.kind === "required" ? "validation.required" : undefined;
        const errors = errorsOf(resource.fields, values);
        expect(errors[field.name]).toBeDefined();
        if (expected) expect(errors[field.name]).toBe(expected);
      });
    }
  }

  it("sorts only by columns it declares, or by its default order", () => {
    const sortField = resource.list.defaultSort.replace(/^-/, "");
    for (const field of resource.list.sortable)
      expect(
        resource.list.columns.some((column) => column.field === field) || field === "createdAt" || field === sortField,
      ).toBe(true);
    expect(resource.list.sortable).toContain(sortField);
  });
});
