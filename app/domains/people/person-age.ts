// A person's age as the users list and form show it (spec sections 5 and 9): whole years from the birth date to
// today's date at the venue (Europe/Rome), a minor under 18. The counting itself is alcohol-age.ts's, shared with the
// rule that keeps alcohol from minors, so the badge and the refusal never disagree.
import { ageOn, adultAge, venueToday } from "~/domains/products/alcohol-age";

export type PersonAge = { age: number | null; minor: boolean };

/** Age and minor flag at `now`; an unknown or future birth date gives no age and is not taken for a minor. */
export function personAge(birthDate: unknown, now: Date = new Date()): PersonAge {
  const age = ageOn(birthDate, venueToday(now));
  if (age === null || age < 0) return { age: null, minor: false };
  return { age, minor: age < adultAge };
}
