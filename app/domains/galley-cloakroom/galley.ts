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
