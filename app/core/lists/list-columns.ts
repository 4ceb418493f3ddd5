// The columns a list shows, chosen by the user and kept in the URL (`cols`, once per field), so a shared link or a
// saved view shows the same columns and the CSV export follows them (an export template). No `cols`: every column.

export const columnsParam = "cols";

/** The fields the URL names, in the order given (`cols=a&cols=b`, or `cols=a,b` typed by hand). */
export function chosenFields(params: URLSearchParams): string[] {
  return params
    .getAll(columnsParam)
    .flatMap((value) => value.split(","))
    .map((field) => field.trim())
    .filter(Boolean);
}

/** The columns to show: those the URL names, in the list's own order; all when it names none of them. */
export function visibleColumns<C extends { field: string }>(
  columns: readonly C[],
  params: URLSearchParams,
): readonly C[] {
  const chosen = new Set(chosenFields(params));
  if (chosen.size === 0) return columns;
  const shown = columns.filter((column) => chosen.has(column.field));
  return shown.length > 0 ? shown : columns;
}
