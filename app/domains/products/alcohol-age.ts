// Minors and alcohol (spec sections 5 and 9): under 18 is a minor, and a minor cannot be given an alcoholic product.
// Ages are counted in whole years from the birth date to today's date at the venue (Europe/Rome); a person is adult
// from their 18th birthday (born on 29 February: from 1 March in a common year).
import { venueWallClock } from "~/ui/shell-kit";

export const adultAge = 18;

/** Today's date at the venue, yyyy-MM-dd. */
export function venueToday(now: Date = new Date()): string {
  const clock = venueWallClock(now)!;
  return `${clock.year}-${clock.month}-${clock.day}`;
}

function partsOf(day: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Whole years from `birthDate` to `today` (both yyyy-MM-dd, or ISO); null when the birth date is unknown. */
export function ageOn(birthDate: unknown, today: string): number | null {
  const born = typeof birthDate === "string" ? partsOf(birthDate) : null;
  const now = partsOf(today);
  if (!born || !now) return null;
  const [by, bm, bd] = born;
  const [ty, tm, td] = now;
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** A minor: under 18 today. An unknown birth date is not taken for a minor (nothing says they are one). */
export function isMinor(birthDate: unknown, today: string): boolean {
  const age = ageOn(birthDate, today);
  return age !== null && age < adultAge;
}

/** May this product be assigned to this person? Not an alcoholic one to a minor. */
export function mayReceive(product: { alcohol?: unknown }, person: { birthDate?: unknown }, today: string): boolean {
  return !(product.alcohol === true && isMinor(person.birthDate, today));
}
