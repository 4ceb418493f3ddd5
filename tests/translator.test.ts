// The browser's translator (app/core/i18n/translator.client.ts, decision 039) must give the page the very text the server's
// i18next rendered, or hydration would differ: every string of both languages is asked of both, bare, with counts,
// with every context the strings name, with and without the values they interpolate, and as i18next's own API
// documents the fallbacks (a list of keys, a default value, a missing key).
import { createInstance, type i18n } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nServerConfig, resources } from "~/core/i18n/locales.server";
import { createTranslator } from "~/core/i18n/translator.client";

type Tree = { [key: string]: unknown };

function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === "object"
      ? flatten(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

async function i18nextOf(language: "it" | "en"): Promise<i18n> {
  const instance = createInstance();
  await instance.init({ ...i18nServerConfig, lng: language });
  return instance;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

// Thousands of translations per language, compared with i18next's: seconds on a busy machine, not milliseconds.
describe.each(["it", "en"] as const)("the browser's translator in %s", { timeout: 60_000 }, (language) => {
  const strings = resources[language].common as unknown as Tree;
  const entries = flatten(strings);
  // Every key as code asks for it: without a plural suffix, and without a context suffix when one is there.
  const bases = new Set<string>();
  const contexts = new Set<string>(["", "unknown"]);
  for (const [key] of entries) {
    const bare = key.replace(pluralSuffix, "");
    bases.add(bare);
    const last = bare.slice(bare.lastIndexOf(".") + 1);
    const underscore = last.lastIndexOf("_");
    if (underscore > 0) {
      bases.add(bare.slice(0, bare.length - last.length + underscore));
      contexts.add(last.slice(underscore + 1));
    }
  }
  const names = new Set(
    entries.flatMap(([, text]) => [...text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)].map((m) => m[1])),
  );
  const values = Object.fromEntries([...names].map((name, index) => [name, `«${name}-${index}»`]));

  it("gives the same text as i18next for every key, count, context and interpolation", async () => {
    const reference = await i18nextOf(language);
    const translator = createTranslator(language, strings);
    const optionSets: Record<string, unknown>[] = [{}, values, { ...values, defaultValue: "x" }];
    for (const count of [0, 1, 2, 5, 21]) optionSets.push({ ...values, count });
    for (const context of contexts) {
      optionSets.push({ ...values, context });
      optionSets.push({ ...values, context, count: 1 });
      optionSets.push({ ...values, context, count: 3 });
    }
    // Collected, then compared once: one expectation per call would take longer than the comparison itself.
    const differences: string[] = [];
    let compared = 0;
    for (const key of bases) {
      for (const options of optionSets) {
        const ours = translator.t(key, options);
        const theirs = reference.t(key, options);
        if (ours !== theirs) differences.push(`${key} ${JSON.stringify(options)}: ${String(ours)} ≠ ${String(theirs)}`);
        compared++;
      }
      if (translator.exists(key) !== reference.exists(key)) differences.push(`exists(${key})`);
    }
    expect(differences.slice(0, 10)).toEqual([]);
    expect(compared).toBeGreaterThan(10_000);
  });

  it("falls back as i18next does: a list of keys, a default value, a missing key, a missing value", async () => {
    const reference = await i18nextOf(language);
    const translator = createTranslator(language, strings);
    const [firstKey] = entries.find(([, text]) => text.includes("{{")) ?? entries[0];
    const cases: [string | string[], Record<string, unknown> | string | undefined][] = [
      [["no.such.key", firstKey], values],
      [["no.such.key", "nor.this"], undefined],
      ["no.such.key", { defaultValue: "Plain {{x}}", x: 3 }],
      ["no.such.key", "a default"],
      ["no.such.key", { count: 2 }],
      [firstKey, {}],
      [firstKey, { replace: values }],
      [firstKey, { [Object.keys(values)[0] ?? "x"]: undefined }],
      [firstKey, { [Object.keys(values)[0] ?? "x"]: 0 }],
      ["errors", {}],
    ];
    for (const [key, options] of cases) {
      const call = (t: (...args: unknown[]) => unknown) => t(key, options);
      expect(call(translator.t as never), JSON.stringify([key, options])).toBe(call(reference.t as never));
    }
  });
});
