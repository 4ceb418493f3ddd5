// CSV for list exports: RFC 4180 quoting, a BOM so spreadsheet programs read UTF-8, and no cell a spreadsheet could
// take for a formula, whatever the value's type (OWASP's CSV injection guidance: a cell whose text begins with =, +,
// -, @, a tab, a carriage return or a line feed gets a leading apostrophe).
//
// Written in the user's language's conventions, so a spreadsheet opens it with one value per cell: in
// Italian `;` between cells and a decimal comma (what Excel and LibreOffice expect in an Italian locale), in English
// `,` and a decimal point. Dates and times are written by the caller as spec section 9 shows them, in the venue's zone.
//
// The one exception to the formula rule is a number (a count, an amount): it is typed data, not text from a user, and
// a spreadsheet reads it as that number, never as a formula, so it is left usable as a number. Everything else is
// judged by the text it prints as: strings, arrays (joined with commas), objects, booleans, and numbers that do not
// print as numerals (-Infinity).
import type { Language } from "../i18n/language";

/** How cells are separated and decimals written. */
export type CsvDialect = { separator: ";" | ","; decimal: "," | "." };

const dialects: Record<Language, CsvDialect> = {
  it: { separator: ";", decimal: "," },
  en: { separator: ",", decimal: "." },
};

/** The dialect of a user's language: Italian for "it", English for anything else. */
export function csvDialect(language: string): CsvDialect {
  return language === "it" ? dialects.it : dialects.en;
}

/** A number written with a fixed count of decimals (an amount in euros: 2), in the dialect's decimal mark. */
export class CsvDecimal {
  constructor(
    readonly value: number,
    readonly digits: number,
  ) {}
}

export type CsvCell = unknown;

const formulaStart = /^[=+\-@\t\r\n]/;
const plainNumeral = /^-?\d+(\.\d+)?(e[+-]\d+)?$/;

/** The text of a typed number in the dialect, or null when the value is not one that prints as a plain numeral. */
function numeral(value: unknown, dialect: CsvDialect): string | null {
  const text =
    value instanceof CsvDecimal
      ? Number.isFinite(value.value)
        ? value.value.toFixed(value.digits)
        : null
      : typeof value === "number"
        ? String(value)
        : null;
  if (text === null || !plainNumeral.test(text)) return null;
  return dialect.decimal === "." ? text : text.replace(".", dialect.decimal);
}

/** The text a value is written as: empty for nothing, otherwise as JavaScript prints it. */
function printed(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof CsvDecimal) return String(value.value);
  return String(value);
}

export function csvCell(value: CsvCell, dialect: CsvDialect): string {
  const number = numeral(value, dialect);
  if (number !== null) return number;
  let text = printed(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[], dialect: CsvDialect): string {
  return `${cells.map((cell) => csvCell(cell, dialect)).join(dialect.separator)}\r\n`;
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
