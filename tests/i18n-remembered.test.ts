// The server's translators remember the strings they answered (decision 038): a remembered string is the one i18next
// gives for the same key and the same option values, plurals and interpolation included, in each language.
import { beforeAll, describe, expect, it, vi } from "vitest";
import english from "~/locales/en/common.json";
import italian from "~/locales/it/common.json";

let i18nFor: typeof import("~/core/i18n/i18n.server").i18nFor;

beforeAll(async () => {
  vi.stubEnv("UPSTREAM_URL", "http://127.0.0.1:9");
  vi.stubEnv("SESSION_SECRET", "i18n-remembered-test-secret-0123456789");
  vi.stubEnv("EMBEDDED_MOCK", "1");
  ({ i18nFor } = await import("~/core/i18n/i18n.server"));
});

describe("the server's remembered translations", () => {
  it("answer each count its own plural, each value its own text, asked again or not", async () => {
    const t = (await i18nFor("en")).getFixedT("en", "common");
    for (let round = 0; round < 2; round++) {
      expect(t("search.count", { count: 1 })).toBe(english.search.count_one.replace("{{count}}", "1"));
      expect(t("search.count", { count: 7 })).toBe(english.search.count_other.replace("{{count}}", "7"));
      expect(t("nav.profileMenu", { name: "Ada" })).toBe(english.nav.profileMenu.replace("{{name}}", "Ada"));
      expect(t("nav.profileMenu", { name: "Bea" })).toBe(english.nav.profileMenu.replace("{{name}}", "Bea"));
      expect(t("nav.profile")).toBe(english.nav.profile);
    }
  });

  it("keep the languages apart", async () => {
    const en = (await i18nFor("en")).getFixedT("en", "common");
    const it = (await i18nFor("it")).getFixedT("it", "common");
    expect(en("nav.profileMenu", { name: "Ada" })).toBe(english.nav.profileMenu.replace("{{name}}", "Ada"));
    expect(it("nav.profileMenu", { name: "Ada" })).toBe(italian.nav.profileMenu.replace("{{name}}", "Ada"));
  });
});
