// Reads CSV back as a spreadsheet does, for the tests of what the exports write (unit and browser tests alike).
/**
 * A CSV answer read as a spreadsheet reads it: the BOM dropped, cells split on the language's separator (`;` in
 * Italian, `,` in English), quoted cells undone (RFC 4180), one array of cells per line.
 */
export function csvTable(text: string, separator: ";" | "," = ";"): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
