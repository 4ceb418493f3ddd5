// CSV for list exports: RFC 4180 quoting, a BOM so spreadsheet programs read UTF-8, and no cell a spreadsheet could
// take for a formula, whatever the value's type (OWASP's CSV injection guidance: a cell whose text begins with =, +,
// -, @, a tab, a carriage return or a line feed gets a leading apostrophe).
//
// The one exception is a number that prints as a plain numeral ("-5", "12.5", "1e+21"): it is typed data, not text
// from a user, and a spreadsheet reads it as that number, never as a formula, so it is left usable as a number.
// Everything else is judged by the text it prints as: strings, arrays (joined with commas), objects, booleans, and
// numbers that do not print as numerals (-Infinity).
export type CsvCell = unknown;

const formulaStart = /^[=+\-@\t\r\n]/;
const plainNumeral = /^-?\d+(\.\d+)?(e[+-]\d+)?$/;

/** The text a value is written as: empty for nothing, otherwise as JavaScript prints it. */
function printed(value: unknown): string {
  if (value === null || value === undefined) return "";
  return String(value);
}

export function csvCell(value: CsvCell): string {
  let text = printed(value);
  const typedNumber = typeof value === "number" && plainNumeral.test(text);
  if (!typedNumber && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export const csvBom = "\uFEFF";

/** A CSV download of these lines (each from `csvLine`), never cached: it holds what one user may see. */
export function csvResponse(filename: string, lines: readonly string[]): Response {
  return new Response(csvBom + lines.join(""), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
