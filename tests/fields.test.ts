import { describe, expect, it } from "vitest";
import { initialValuesOf, payloadOf } from "~/resource/field-values";
import { parseDay, showDay } from "~/core/format/format";
import type { FieldDefinition } from "~/resource/fields";
import { schemaOf } from "~/resource/field-schema";

const fields: FieldDefinition[] = [
  {
    name: "name",
    label: "fields.name",
    component: "input",
    rules: [{ kind: "required" }, { kind: "maxLength", value: 10 }],
  },
  { name: "email", label: "fields.email", component: "input", type: "email", rules: [{ kind: "email" }] },
  { name: "phoneNumber", label: "fields.phoneNumber", component: "input", rules: [{ kind: "phone" }] },
  {
    name: "maxTickets",
    label: "fields.maxTickets",
    component: "input",
    type: "number",
    rules: [{ kind: "integer" }, { kind: "min", value: 1 }],
  },
  { name: "notes", label: "fields.notes", component: "textarea" },
  { name: "section", label: "fields.section", component: "separator" },
  { name: "isEnabled", label: "fields.isEnabled", component: "toggle" },
  {
    name: "link",
    label: "fields.link",
    component: "input",
    showIf: (values) => values.isEnabled === true,
    rules: (values) => (values.isEnabled ? [{ kind: "required" }, { kind: "url" }] : []),
  },
  { name: "birthDate", label: "fields.birthDate", component: "date" },
  { name: "endDate", label: "fields.endDate", component: "date", rules: [{ kind: "after", field: "birthDate" }] },
];

const parse = (raw: Record<string, unknown>) => {
  const result = schemaOf(fields).safeParse(raw);
  return result.success
    ? { ok: true as const, value: result.data }
    : { ok: false as const, errors: Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message])) };
};

const valid = {
  name: "Anna",
  email: "anna@demo.test",
  phoneNumber: "+39 3451234567",
  maxTickets: "100",
  isEnabled: "on",
  link: "https://x.test",
  birthDate: "05/03/1999",
  endDate: "06/03/1999",
};

describe("field list schema (spec sections 3 and 5)", () => {
  it("accepts valid values and reads toggles and numbers", () => {
    const result = parse(valid);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toMatchObject({ name: "Anna", isEnabled: true, birthDate: "05/03/1999" });
  });

  it.each([
    ["name", "", "validation.required"],
    ["name", "Anna Maria Rossi", "validation.maxLength|10"],
    ["email", "anna@demo", "validation.invalidEmail"],
    ["phoneNumber", "3451234567", "validation.invalidPhone"],
    ["phoneNumber", "+39 12345", "validation.invalidPhone"],
    ["maxTickets", "1.5", "validation.integer"],
    ["maxTickets", "0", "validation.min|1"],
    ["link", "", "validation.required"],
    ["link", "ftp://x", "validation.url"],
    ["birthDate", "31/02/2000", "validation.invalidDate"],
    ["endDate", "01/01/1990", "validation.endAfterStart"],
  ])("reports %s=%j as %s next to the field", (field, value, message) => {
    const result = parse({ ...valid, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ [field]: message });
  });

  it("accepts the Italian phone with 0039 and 8 to 10 digits", () => {
    expect(parse({ ...valid, phoneNumber: "0039 12345678" }).ok).toBe(true);
    expect(parse({ ...valid, phoneNumber: "+39 12345678901" }).ok).toBe(false);
  });

  it("validates only fields with rules, and hidden fields not at all", () => {
    expect(parse({ name: "Anna" }).ok).toBe(true);
    expect(parse({ name: "Anna", link: "not a url" }).ok).toBe(true);
  });

  it("builds the upstream payload: visible fields, ISO days, numbers, null for empty", () => {
    const result = parse({ ...valid, notes: "" });
    if (!result.ok) throw new Error("expected valid");
    expect(payloadOf(fields, result.value)).toEqual({
      name: "Anna",
      email: "anna@demo.test",
      phoneNumber: "+39 3451234567",
      maxTickets: 100,
      notes: null,
      isEnabled: true,
      link: "https://x.test",
      birthDate: "1999-03-05",
      endDate: "1999-03-06",
    });
  });

  it("starts a form from a record or from the initial values", () => {
    expect(
      initialValuesOf(fields, { name: "X", birthDate: "1999-03-05T00:00:00.000Z", isEnabled: true }),
    ).toMatchObject({ name: "X", birthDate: "05/03/1999", isEnabled: true, email: "" });
    expect(initialValuesOf([{ name: "priority", label: "p", component: "input", initialValue: "5" }], null)).toEqual({
      priority: "5",
    });
  });
});

describe("dates as dd/MM/yyyy", () => {
  it("parses real days only", () => {
    expect(parseDay("5/3/1999")).toBe("1999-03-05");
    expect(parseDay("29/02/2024")).toBe("2024-02-29");
    expect(parseDay("29/02/2023")).toBeNull();
    expect(parseDay("1999-03-05")).toBeNull();
  });

  it("shows ISO values as dd/MM/yyyy", () => {
    expect(showDay("2026-11-22T23:00:00.000Z")).toBe("22/11/2026");
    expect(showDay("")).toBe("");
  });
});
