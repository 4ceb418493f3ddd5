// Spin gifts (spec section 3): the probabilities of one event's gifts, or of the global set, are shares of one wheel
// and may not exceed 100% together. The form's action checks it against the others read from the upstream; the mock
// upstream refuses the same.
const maxTotalProbability = 100;

const round = (value: number) => Math.round(value * 100) / 100;

/** How much of the wheel the other gifts leave free (never below zero). */
export function probabilityLeft(others: readonly number[]): number {
  const used = others.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0);
  return Math.max(0, round(maxTotalProbability - used));
}

/** Whether a gift with this probability fits beside the others; if not, how much is left for it. */
export function checkSpinProbability(
  probability: number,
  others: readonly number[],
): { ok: true } | { ok: false; left: number } {
  const left = probabilityLeft(others);
  return round(probability) <= left ? { ok: true } : { ok: false, left };
}
