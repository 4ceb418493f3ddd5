// Records shown in a chosen order (ticket releases, products) carry a hierarchyOrder. Moving one a place up or down
// swaps it with its neighbour; the records are then numbered 0, 1, 2… in their new order, and only those whose
// number changed need writing.
export type Ordered = { _id: string; hierarchyOrder?: unknown };

export type Direction = "up" | "down";

/** The writes that move record `id` one place in `direction` among `items` (already in their order). */
export function moveWrites(
  items: readonly Ordered[],
  id: string,
  direction: Direction,
): { _id: string; hierarchyOrder: number }[] {
  const from = items.findIndex((item) => item._id === id);
  const to = from + (direction === "up" ? -1 : 1);
  if (from === -1 || to < 0 || to >= items.length) return [];
  const ordered = [...items];
  [ordered[from], ordered[to]] = [ordered[to], ordered[from]];
  return ordered
    .map((item, index) => ({ _id: item._id, hierarchyOrder: index, before: item.hierarchyOrder }))
    .filter((item) => item.before !== item.hierarchyOrder)
    .map(({ _id, hierarchyOrder }) => ({ _id, hierarchyOrder }));
}
