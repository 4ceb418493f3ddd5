import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "~/core/format/csv";

/** The cell as a spreadsheet reads it back: quotes undone. */
function unquoted(cell: string): string {
  return cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
}

describe("CSV writer", () => {
  it("quotes cells with commas, quotes, semicolons and line breaks", () => {
    expect(csvLine(["Demo Club, Milano", 'Il "Bosco"', "riga\nnuova", 12, true, null])).toBe(
      '"Demo Club, Milano","Il ""Bosco""","riga\nnuova",12,true,\r\n',
    );
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+39 3451234567")).toBe("'+39 3451234567");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
  });

  // Issue 22: the type of the value does not matter, only the text a spreadsheet receives.
  it("neutralises an array, an object or any other value that prints as a formula", () => {
    expect(csvCell(["=1+1", "b"])).toBe('"\'=1+1,b"');
    expect(csvCell(['=HYPERLINK("http://evil.example")'])).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell(["-2+3"])).toBe("'-2+3");
    expect(csvCell({ toString: () => "=cmd" })).toBe("'=cmd");
    expect(csvCell(Number.NEGATIVE_INFINITY)).toBe("'-Infinity");
  });

  it("keeps a number a number: a typed numeral is never a formula", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(-0.25)).toBe("-0.25");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(-1e21)).toBe("-1e+21");
    // The same text as a string is what a user typed: neutralised.
    expect(csvCell("-5")).toBe("'-5");
  });

  it("no cell of any value begins with a formula character once read back (property)", () => {
    const value = fc.oneof(
      fc.string(),
      fc.array(fc.oneof(fc.string(), fc.integer(), fc.double())),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(value, (input) => {
        const text = unquoted(csvCell(input));
        if (typeof input === "number" && /^-?\d+(\.\d+)?(e[+-]\d+)?$/.test(String(input))) {
          expect(text).toBe(String(input));
          return;
        }
        expect(text).not.toMatch(/^[=+\-@\t\r\n]/);
      }),
      { numRuns: 2000, seed: 22 },
    );
  });
});
