// Dialog titles read as sentences: every resource a user can create has its own "New …" title in both
// languages, since a template ("Nuovo: Evento") cannot agree in gender and reads like a form letter.
import { describe, expect, it } from "vitest";
import { resources } from "~/domains";
import { allows } from "~/resource/definition";
import en from "~/locales/en/common.json";
import it_ from "~/locales/it/common.json";

const creatable = resources.filter((resource) => allows(resource, "create")).map((resource) => resource.key);

describe("new-record dialog titles", () => {
  it.each([
    ["it", it_.resourceNew as Record<string, string>],
    ["en", en.resourceNew as Record<string, string>],
  ])("name every creatable resource in %s", (_language, titles) => {
    expect(creatable.filter((key) => !titles[key])).toEqual([]);
  });

  it("are sentences, not 'label: value' templates", () => {
    for (const title of [...Object.values(it_.resourceNew), ...Object.values(en.resourceNew)])
      expect(title).not.toContain(":");
    expect(it_.resourceNew.events).toBe("Nuovo evento");
    expect(it_.resourceNew.lists).toBe("Nuova lista");
    expect(en.resourceNew.events).toBe("New event");
  });
});
