// The galley's stock for one product at one event (spec section 3: quantity, finalQuantity, totOrdered): what is left
// to sell, and how a stock movement changes it. The galley tab's action and its tests read these rules; the mock
// upstream applies the same ones when a movement is logged.
export const galleyMovements = ["load", "unload", "adjust", "final"] as const;
export type GalleyMovement = (typeof galleyMovements)[number];

export type GalleyStock = { quantity?: number | null; totOrdered?: number | null; finalQuantity?: number | null };

function count(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** What is still there to sell: the stock of the night minus what has been ordered, never below zero. */
export function galleyLeft(stock: GalleyStock): number {
  return Math.max(0, count(stock.quantity) - count(stock.totOrdered));
}

export type GalleyMovementResult =
  | { ok: true; quantity: number; finalQuantity: number | null }
  | { ok: false; error: "amountPositive" | "unloadTooMany" | "belowOrdered" | "finalAboveLeft"; limit: number };

/**
 * A movement of `amount` units: load brings stock in, unload takes back what was not ordered, adjust sets the stock
 * after a count (never below what has been ordered), final records what is left at closing (at most what should be).
 */
export function applyGalleyMovement(
  stock: GalleyStock,
  movement: GalleyMovement,
  amount: number,
): GalleyMovementResult {
  const quantity = count(stock.quantity);
  const ordered = count(stock.totOrdered);
  const finalQuantity = stock.finalQuantity ?? null;
  const left = galleyLeft(stock);
  if (!Number.isInteger(amount) || amount < 0 || ((movement === "load" || movement === "unload") && amount === 0)) {
    return { ok: false, error: "amountPositive", limit: movement === "load" || movement === "unload" ? 1 : 0 };
  }
  switch (movement) {
    case "load":
      return { ok: true, quantity: quantity + amount, finalQuantity };
    case "unload":
      if (amount > left) return { ok: false, error: "unloadTooMany", limit: left };
      return { ok: true, quantity: quantity - amount, finalQuantity };
    case "adjust":
      if (amount < ordered) return { ok: false, error: "belowOrdered", limit: ordered };
      return { ok: true, quantity: amount, finalQuantity };
    case "final":
      if (amount > left) return { ok: false, error: "finalAboveLeft", limit: left };
      return { ok: true, quantity, finalQuantity: amount };
  }
}

/** How a product stands tonight: nothing left, little left (the attendant refills it first), or enough. */
export type StockLevel = "out" | "low" | "ok";

/** A product is low when what is left is at most a tenth of the night's stock, and never more than this many. */
const lowStockShare = 0.1;
const lowStockFloor = 3;

/**
 * The level of one product: out at 0 left; low at `lowStockFloor` or fewer left, or at a tenth of the night's stock
 * or less (1 of 89 is low, 9 of 89 too, 10 of 89 is not); ok otherwise.
 */
export function stockLevel(stock: GalleyStock): StockLevel {
  const left = galleyLeft(stock);
  if (left === 0) return "out";
  const limit = Math.max(lowStockFloor, Math.floor(count(stock.quantity) * lowStockShare));
  return left <= limit ? "low" : "ok";
}

/** The stock as the galley works it: what is left, fewest first (what runs out first on top), then by name. */
export function byWhatIsLeft<T extends GalleyStock & { productName?: string | null }>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) => galleyLeft(a) - galleyLeft(b) || String(a.productName ?? "").localeCompare(String(b.productName ?? "")),
  );
}

/**
 * The movement that takes back a movement just made on `before`: a load is unloaded, an unload loaded again, an
 * adjustment set back to the quantity before, a final quantity set back to the one before. Null when there is no way
 * back (a first final quantity: the upstream keeps no "none"). The inverse goes through the same checks as any
 * movement, so it is refused if orders meanwhile took what it would take back.
 */
export function galleyUndoOf(
  before: GalleyStock,
  movement: GalleyMovement,
  amount: number,
): { movement: GalleyMovement; amount: number } | null {
  switch (movement) {
    case "load":
      return { movement: "unload", amount };
    case "unload":
      return { movement: "load", amount };
    case "adjust":
      return { movement: "adjust", amount: count(before.quantity) };
    case "final":
      return typeof before.finalQuantity === "number" ? { movement: "final", amount: before.finalQuantity } : null;
  }
}
