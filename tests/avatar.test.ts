import { describe, expect, it } from "vitest";
import { colourOf, initialsOf } from "~/core/format/avatar";

describe("generated avatar", () => {
  it("uses the initials of name and surname, else of the email", () => {
    expect(initialsOf("giulia", "rossi", "g@x.it")).toBe("GR");
    expect(initialsOf("", "", "marco@x.it")).toBe("M");
  });

  it("colours the same email the same way, whatever its case, and different emails differently", () => {
    expect(colourOf("Anna@Demo.test")).toBe(colourOf("anna@demo.test"));
    expect(colourOf("anna@demo.test")).not.toBe(colourOf("bruno@demo.test"));
    expect(colourOf("anna@demo.test")).toMatch(/^hsl\(\d+ 55% 40%\)$/);
  });
});
