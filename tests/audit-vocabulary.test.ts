// Every value in words (decision 050): every field of every resource definition and field list (app/domains/*/*.resources.ts)
// has its label in Italian and in English, and so has every value of its choices and states; every field the audit
// log can describe (forms, lists, what the back-office writes besides them, what every record shares) has a label
// and, when it is an enum, words for its values, in both languages; every entity and verb the back-office writes has
// its word. A new field, state, entity or verb without words fails here before anyone reads a raw name on a page.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  auditVerbs,
  entitiesWithoutResource,
  sharedFields,
  writtenFields,
  type AuditFieldWords,
} from "~/core/audit/audit-fields";
import { auditRegistry, resources } from "~/domains/index";
import { describeChanges, entityWordsOf } from "~/resource/audit-description";
import type { ResourceDefinition } from "~/resource/definition";
import type { FieldDefinition } from "~/resource/fields";
import en from "~/locales/en/common.json";
import it_ from "~/locales/it/common.json";

type Tree = { [key: string]: unknown };
const locales = { it: it_ as Tree, en: en as Tree };

const at = (locale: Tree, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], locale);

/** The key's text in both languages, or the languages that lack it (a plural's `_one`/`_other` counts as text). */
function missingIn(key: string): string[] {
  return Object.entries(locales)
    .filter(([, locale]) => {
      const found = at(locale, key);
      if (typeof found === "string" && found.trim() !== "") return false;
      return typeof at(locale, `${key}_other`) !== "string";
    })
    .map(([language]) => language);
}

/** Collects every missing word with where it is wanted, so one run lists them all. */
function wordsWanted() {
  const missing: string[] = [];
  return {
    want(key: string, where: string) {
      const languages = missingIn(key);
      if (languages.length) missing.push(`${where}: ${key} (${languages.join(", ")})`);
    },
    missing,
  };
}

const domainsDir = path.resolve(__dirname, "../app/domains");
const resourceModules = fs
  .readdirSync(domainsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .flatMap((domain) =>
    fs
      .readdirSync(path.join(domainsDir, domain))
      .filter((file) => file.endsWith(".resources.ts"))
      .map((file) => `${domain}/${file}`),
  );

const isResource = (value: unknown): value is ResourceDefinition =>
  typeof value === "object" && value !== null && "endpoint" in value && "fields" in value && "list" in value;
const isFieldList = (value: unknown): value is readonly FieldDefinition[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => typeof item === "object" && item && "name" in item && "component" in item);

function walkFields(fields: readonly FieldDefinition[], where: string, want: (key: string, where: string) => void) {
  for (const field of fields) {
    want(field.label, `${where} field ${field.name}`);
    for (const option of field.options ?? []) want(option.label, `${where} field ${field.name} = ${option.value}`);
    if (field.rowFields) walkFields(field.rowFields, `${where} ${field.name}[]`, want);
  }
}

describe("every resource definition's fields in words", () => {
  it("finds the resource modules it walks", () => {
    expect(resourceModules.length).toBeGreaterThan(15);
  });

  it("every field, column, filter, choice and state of every resource and field list, in Italian and English", async () => {
    const { want, missing } = wordsWanted();
    let walked = 0;
    for (const module of resourceModules) {
      const exports = (await import(/* @vite-ignore */ path.join(domainsDir, module))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        const where = `${module} ${name}`;
        if (isFieldList(value)) {
          walked += 1;
          walkFields(value, where, want);
        }
        if (!isResource(value)) continue;
        walked += 1;
        walkFields(value.fields, where, want);
        const list = value.list;
        for (const column of [...list.columns, ...(list.exportColumns ?? [])]) {
          want(column.label, `${where} column ${column.field}`);
          for (const flag of column.flags ?? []) want(`fields.${flag}`, `${where} column ${column.field} flag`);
        }
        for (const control of list.filterControls ?? []) want(control.label, `${where} filter ${control.name}`);
        // Each enum filter's values under the prefix its control or column gives them.
        for (const filter of list.filters ?? []) {
          if (filter.kind !== "enum") continue;
          const prefix =
            list.filterControls?.find((control) => control.name === filter.name)?.optionPrefix ??
            list.columns.find((column) => column.field === filter.name)?.enumPrefix;
          expect(prefix, `${where} filter ${filter.name} has a prefix for its values`).toBeTruthy();
          for (const option of filter.options ?? []) want(`${prefix}.${option}`, `${where} filter ${filter.name}`);
        }
      }
    }
    expect(walked).toBeGreaterThanOrEqual(resources.length);
    expect(missing).toEqual([]);
  });
});

describe("every field the audit log describes, in words", () => {
  const words = entityWordsOf(auditRegistry);

  it("every field of every entity has a label, and every enum's values their words, in both languages", () => {
    const { want, missing } = wordsWanted();
    for (const [entity, { fields }] of words) {
      for (const [field, fieldWords] of fields) {
        const label = fieldWords.label ?? sharedFields[field]?.label;
        if (!label) {
          missing.push(`${entity}.${field}: no label`);
          continue;
        }
        want(label, `${entity}.${field}`);
        for (const key of Object.values(fieldWords.options ?? {})) want(key, `${entity}.${field} choice`);
        if (!fieldWords.enumPrefix) continue;
        // A state's words: the same values in both languages, each a text.
        const [italian, english] = [at(locales.it, fieldWords.enumPrefix), at(locales.en, fieldWords.enumPrefix)];
        expect(typeof italian, `${entity}.${field}: ${fieldWords.enumPrefix} in Italian`).toBe("object");
        expect(Object.keys(english as Tree).sort(), `${entity}.${field}: ${fieldWords.enumPrefix}`).toEqual(
          Object.keys(italian as Tree).sort(),
        );
        for (const value of Object.keys(italian as Tree))
          want(`${fieldWords.enumPrefix}.${value}`, `${entity}.${field}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("what the back-office writes besides its forms, and what every record shares, has words and values", () => {
    const { want, missing } = wordsWanted();
    const check = (where: string, field: AuditFieldWords) => {
      want(field.label, where);
      for (const value of field.values ?? []) want(`${field.enumPrefix}.${value}`, `${where} = ${value}`);
    };
    for (const [field, fieldWords] of Object.entries(sharedFields)) check(`shared ${field}`, fieldWords);
    for (const [entity, fields] of Object.entries(writtenFields))
      for (const [field, fieldWords] of Object.entries(fields)) check(`${entity}.${field}`, fieldWords);
    expect(missing).toEqual([]);
  });

  it("every form field is described under a label, none counted as unnamed", () => {
    const forms = [
      ...auditRegistry.resources.map((resource) => ({ endpoint: resource.endpoint, fields: resource.fields })),
      ...auditRegistry.forms,
    ];
    for (const { endpoint, fields } of forms)
      for (const field of fields.filter((candidate) => candidate.component !== "separator")) {
        const described = describeChanges(auditRegistry, endpoint, [{ field: field.name, before: null, after: "x" }]);
        expect(described.unnamed, `${endpoint}.${field.name}`).toBe(0);
      }
  });

  it("every entity and verb the back-office writes has its word in both languages", () => {
    const { want, missing } = wordsWanted();
    for (const entity of new Set([...words.keys(), ...entitiesWithoutResource]))
      want(`auditWords.entities.${entity}`, "entity");
    for (const verb of auditVerbs) want(`auditWords.verbs.${verb}`, "verb");
    for (const action of ["create", "update", "delete", "upload"]) want(`audit.actions.${action}`, "action");
    expect(missing).toEqual([]);
  });

  it("every entity a write in the code names is one the log has words for", () => {
    // The upstream paths the back-office writes to, as its code spells them: `api.post("/galley-logs", …)`.
    const known = new Set([...words.keys(), ...entitiesWithoutResource]);
    const written = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name))
          for (const match of fs
            .readFileSync(file, "utf8")
            .matchAll(/\.(?:post|put|patch|remove)(?:<[^>]*>)?\(\s*["`]\/([a-z][a-z-]*)/g))
            written.add(match[1]!);
      }
    };
    walk(path.resolve(__dirname, "../app"));
    expect(written.size).toBeGreaterThan(10);
    expect([...written].filter((entity) => !known.has(entity))).toEqual([]);
  });
});
