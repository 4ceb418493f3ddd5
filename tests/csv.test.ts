import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvTable } from "./support/csv-table";
import { CsvDecimal, csvCell as cellIn, csvDialect, csvLine as lineIn, type CsvCell } from "~/core/format/csv";

const english = csvDialect("en");
const italian = csvDialect("it");
const csvCell = (value: CsvCell) => cellIn(value, english);
const csvLine = (cells: readonly CsvCell[]) => lineIn(cells, english);

/** A CSV line read as a spreadsheet does with this separator: quoted cells undone, one value per cell. */
const parseLine = (line: string, separator: ";" | ",") => csvTable(line, separator)[0]!;

/** The cell as a spreadsheet reads it back: quotes undone. */
function unquoted(cell: string): string {
  return cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
}

describe("CSV in the user's language's conventions", () => {
  const row = ["Demo Club; Milano", "Rossi, Mario", new CsvDecimal(450, 2), 12.5, 3, "27/11/2026 23:30"];

  it("writes Italian with ';' between cells and decimal commas: one value per cell when read back", () => {
    const line = lineIn(row, italian);
    expect(line).toBe('"Demo Club; Milano";"Rossi, Mario";450,00;12,5;3;27/11/2026 23:30\r\n');
    const cells = parseLine(line, ";");
    expect(cells).toEqual(["Demo Club; Milano", "Rossi, Mario", "450,00", "12,5", "3", "27/11/2026 23:30"]);
    // An Italian spreadsheet reads the amounts as numbers: decimal comma, no thousands mark.
    expect(cells.slice(2, 5).map((cell) => Number(cell.replace(",", ".")))).toEqual([450, 12.5, 3]);
  });

  it("writes English with ',' between cells and decimal points", () => {
    const line = lineIn(row, english);
    expect(line).toBe('"Demo Club; Milano","Rossi, Mario",450.00,12.5,3,27/11/2026 23:30\r\n');
    expect(parseLine(line, ",").slice(2, 5).map(Number)).toEqual([450, 12.5, 3]);
  });

  it("chooses the dialect by language: Italian for it, English for any other", () => {
    expect(csvDialect("it")).toEqual({ separator: ";", decimal: "," });
    expect(csvDialect("en")).toEqual({ separator: ",", decimal: "." });
  });

  it("keeps a decimal a number in either dialect, never a formula (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 3 }), (value, digits) => {
        const fixed = value.toFixed(digits);
        expect(cellIn(new CsvDecimal(value, digits), italian)).toBe(fixed.replace(".", ","));
        expect(cellIn(new CsvDecimal(value, digits), english)).toBe(fixed);
      }),
      { numRuns: 500, seed: 37 },
    );
  });
});

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

  // The type of the value does not matter, only the text a spreadsheet receives.
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
