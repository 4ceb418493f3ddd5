// The order of a cloakroom search's slots: the coat number typed first, then the numbers that start with it, then the
// rest (a guest's name that matched), each group in the numbers' own order, so "1" lists 1, 10, 11 … before G001.

function rank(code: string, needle: string): number {
  if (code === needle) return 0;
  return code.startsWith(needle) ? 1 : 2;
}

const byNumber = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

export function slotsForSearch<T extends Record<string, unknown>>(rows: readonly T[], q: string): T[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [...rows];
  const codeOf = (row: T) => String(row.code ?? "").toLowerCase();
  return [...rows].sort(
    (a, b) => rank(codeOf(a), needle) - rank(codeOf(b), needle) || byNumber.compare(codeOf(a), codeOf(b)),
  );
}
