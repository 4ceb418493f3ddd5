// Bad input, property-based: every resource's form schema, fed missing, oversized, wrongly typed
// and hostile values, answers with field errors it can translate, never an exception; what passes builds a payload
// of the form's own fields only. fast-check draws the values (seeded, so a failure replays the same case).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { schemaOf } from "~/resource/field-schema";
import { payloadOf } from "~/resource/field-values";
import type { FieldDefinition } from "~/resource/fields";
import { resources } from "~/domains";
import { profileFields } from "~/domains/venues/profiles.resources";
import { venueProfileFields } from "~/domains/venues/venue-profile.resources";
import en from "~/locales/en/common.json";
import it_ from "~/locales/it/common.json";

const hostile = [
  "<img src=x onerror=alert(1)>",
  "<script>alert(1)</script>",
  "'; DROP TABLE users; --",
  '{"$gt":""}',
  "../../etc/passwd",
  "\u0000\u0007\u202e",
  "ﷺ𝕏🎉",
  "__proto__",
  "  ",
  "-1",
  "1e309",
  "NaN",
  "31/02/2000",
  "99/99/9999 99:99",
  "javascript:alert(1)",
];

const value = fc.oneof(
  fc.constantFrom(...hostile),
  fc.string({ maxLength: 200 }),
  fc.string({ minLength: 2_000, maxLength: 5_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(undefined),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...hostile)), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

function translate(locale: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      locale,
    );
}

function formOf(fields: readonly FieldDefinition[]) {
  const names = fields.filter((field) => field.component !== "separator").map((field) => field.name);
  const extra = ["__proto__", "constructor", "_id", "role", "discoId"];
  return {
    names,
    raw: fc.dictionary(fc.constantFrom(...names, ...extra), value, { maxKeys: names.length + extra.length }),
  };
}

const forms = [
  ...resources.map((resource) => [resource.key, resource.fields] as const),
  ["profile", profileFields] as const,
  ["venueProfile", venueProfileFields] as const,
];

describe.each(forms)("%s form", (_key, fields) => {
  it("answers any input with translatable field errors or a payload of its own fields, never an exception", () => {
    const { names, raw } = formOf(fields);
    fc.assert(
      fc.property(raw, (input) => {
        const result = schemaOf(fields).safeParse(input);
        if (!result.success) {
          for (const issue of result.error.issues) {
            expect(names).toContain(String(issue.path[0]));
            const key = issue.message.split("|")[0];
            expect(key).toMatch(/^validation\./);
            expect(typeof translate(it_, key)).toBe("string");
            expect(typeof translate(en, key)).toBe("string");
          }
          return;
        }
        const payload = payloadOf(fields, result.data);
        for (const name of Object.keys(payload)) expect(names).toContain(name);
        expect(Object.getPrototypeOf(payload)).toBe(Object.prototype);
      }),
      { numRuns: 60, seed: 5 },
    );
  });

  it("reports every required field as missing on an empty form", () => {
    const result = schemaOf(fields).safeParse({});
    const required = fields.filter(
      (field) => Array.isArray(field.rules) && field.rules.some((rule) => rule.kind === "required") && !field.showIf,
    );
    if (required.length === 0) return;
    expect(result.success).toBe(false);
    if (!result.success) {
      const missing = result.error.issues
        .filter((issue) => issue.message === "validation.required")
        .map((issue) => issue.path[0]);
      expect(missing).toEqual(expect.arrayContaining(required.map((field) => field.name)));
    }
  });
});
