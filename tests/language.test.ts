import { describe, expect, it } from "vitest";
import { chooseLanguage } from "~/core/i18n/language";

describe("chooseLanguage (spec section 1)", () => {
  it("gives Italian when the browser's first language is Italian", () => {
    expect(chooseLanguage(null, "it-IT,it;q=0.9,en;q=0.8")).toBe("it");
    expect(chooseLanguage(null, "it")).toBe("it");
  });

  it("gives English for any other browser language", () => {
    expect(chooseLanguage(null, "en-US,en;q=0.9")).toBe("en");
    expect(chooseLanguage(null, "de-DE,it;q=0.9")).toBe("en");
    expect(chooseLanguage(null, "fr")).toBe("en");
  });

  it("gives Italian when the browser says nothing", () => {
    expect(chooseLanguage(null, null)).toBe("it");
    expect(chooseLanguage(undefined, "")).toBe("it");
  });

  it("lets a stored choice win over the browser", () => {
    expect(chooseLanguage("en", "it-IT")).toBe("en");
    expect(chooseLanguage("it", "en-GB")).toBe("it");
  });

  it("ignores a stored choice it does not support", () => {
    expect(chooseLanguage("de", "en-GB")).toBe("en");
  });
});
