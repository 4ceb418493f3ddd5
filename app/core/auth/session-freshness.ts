// How long the session's copy of the user's rights (role, flags, venues) is trusted before the upstream is asked
// again (decision 027), and how long a session lives (decision 046). The time of the last check travels in
// the session itself (in the database since decision 046), so any process of any instance decides the same way and
// nothing per user lives in memory.

/** The rights are read again from the upstream when the session's copy is older than this (SESSION_RECHECK_SECONDS). */
export const sessionRecheckSeconds = 60;

/**
 * While the upstream cannot answer the recheck, the copy is used for at most this long after its last successful
 * check; past it every page and post fails closed with the upstream-failure page.
 */
export const staleCopyGraceMs = 5 * 60_000;

/**
 * Whether the copy checked at `checkedAt` must be read again: older than `recheckMs`, never checked (a cookie sealed
 * before the time was kept), or dated ahead of this clock by more than `recheckMs` (another instance's clock gone
 * wrong: not trusted to push the next check away).
 */
export function needsRecheck(checkedAt: number | undefined, now: number, recheckMs: number): boolean {
  if (typeof checkedAt !== "number" || !Number.isFinite(checkedAt)) return true;
  return now - checkedAt > recheckMs || checkedAt - now > recheckMs;
}

/** Whether a copy that could not be rechecked may still be used: it was confirmed within the grace. */
export function usableWhileUnchecked(checkedAt: number | undefined, now: number): boolean {
  if (typeof checkedAt !== "number" || !Number.isFinite(checkedAt)) return false;
  return Math.abs(now - checkedAt) <= staleCopyGraceMs;
}

/**
 * A session's absolute lifetime (decision 046): one working night. A venue's night runs from the setup at about 18:00
 * to the cash-up at about 07:00; 14 hours covers a sign-in at the start of the setup through the cash-up, and never a
 * second night: the next evening starts with a sign-in. SESSION_MAX_AGE_S may change it.
 */
export const sessionMaxAgeSeconds = 14 * 60 * 60;

/**
 * How long a session may go unused before it ends (decision 046): door staff idle between the waves of a night (the
 * opening, midnight, the last entries at 2) for an hour or more; two hours covers that, and a phone left on a bar
 * counter after closing is signed out by the morning. SESSION_IDLE_S may change it.
 */
export const sessionIdleSeconds = 2 * 60 * 60;
