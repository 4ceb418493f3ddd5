import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "~/core/csv";

describe("CSV writer", () => {
  it("quotes cells with commas, quotes, semicolons and line breaks", () => {
    expect(csvLine(["Demo Club, Milano", 'Il "Bosco"', "riga\nnuova", 12, true, null])).toBe(
      '"Demo Club, Milano","Il ""Bosco""","riga\nnuova",12,true,\r\n',
    );
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+39 3451234567")).toBe("'+39 3451234567");
    expect(csvCell(-5)).toBe("-5");
  });
});
