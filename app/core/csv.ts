// CSV for list exports: RFC 4180 quoting, a BOM so spreadsheet programs read UTF-8, and cells that cannot be taken
// for formulas (a leading =, +, - or @ is neutralised).
export type CsvCell = string | number | boolean | null | undefined;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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
