// Times are the venues' wall-clock times (spec section 9: dd/MM/yyyy HH:mm). The venues are in Italy, so dates are
// shown and read in Europe/Rome whatever the zone of the server or of the browser: the page rendered on the server
// and the one hydrated in the browser agree, and 22:30 typed at the door is 22:30 at the door. Intl knows the zone's
// rules on both sides, so no time-zone library is shipped to the browser.
import { formatDateTime, venueWallClock } from "./format";

const minute = 60_000;

/** How far the venue's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number): number {
  const clock = venueWallClock(new Date(instant))!;
  const wall = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
  );
  return wall - Math.floor(instant / minute) * minute;
}

/** The instant the venue's clock shows this wall time (days and months may overflow, as with Date.UTC). */
function venueInstant(year: number, month: number, day: number, hour: number, minutes: number): number {
  const wall = Date.UTC(year, month - 1, day, hour, minutes);
  // Twice: the offset guessed at the wall time may change across the instant it lands on (daylight saving).
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

/** 'dd/MM/yyyy HH:mm' (or 'dd/MM/yyyy H:mm') in the venue's zone → ISO instant, or null when it is no real time. */
export function parseVenueDateTime(text: string): string | null {
  const match = text.trim().match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2})[:.](\d{2})$/);
  if (!match) return null;
  const [day, month, year, hour, minutes] = match.slice(1).map(Number);
  if (hour > 23 || minutes > 59 || month < 1 || month > 12 || day < 1) return null;
  const instant = venueInstant(year, month, day, hour, minutes);
  const clock = venueWallClock(new Date(instant))!;
  // 31/02 would roll over into March: refuse it rather than guess.
  if (Number(clock.year) !== year || Number(clock.month) !== month || Number(clock.day) !== day) return null;
  return new Date(instant).toISOString();
}

/** An ISO instant → the 'dd/MM/yyyy HH:mm' a form shows; anything else unchanged. */
export function showVenueDateTime(value: unknown): string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return typeof value === "string" ? value : "";
  return formatDateTime(value);
}

/** The same wall-clock time `days` later at the venue (22:30 stays 22:30 across a change of daylight saving time). */
export function shiftDays(iso: string, days: number): string {
  const date = new Date(iso);
  const clock = venueWallClock(date);
  if (!clock) return iso;
  const rest = date.getTime() - Math.floor(date.getTime() / minute) * minute;
  const instant = venueInstant(
    Number(clock.year),
    Number(clock.month),
    Number(clock.day) + days,
    Number(clock.hour),
    Number(clock.minute),
  );
  return new Date(instant + rest).toISOString();
}

/** The hours of the venue's clock that bound a night: from noon to 6 am of the next day (decision 030). */
const nightStartsAtHour = 12;
const nightEndsAtHour = 6;

/**
 * The night `now` belongs to at the venue, as instants: from noon of its day to 6 am of the next. Up to 6 am it is
 * still the night that began the day before; from 6 am the coming night is tonight (the staff check at 10 am what they
 * will work at 11 pm).
 */
export function nightOf(now: Date): { start: string; end: string } {
  const clock = venueWallClock(now)!;
  // Before 6 am on the venue's clock the night is the one of the day before (3 am on the 27th: the 26th's night).
  const [year, month] = [Number(clock.year), Number(clock.month)];
  const day = Number(clock.day) - (Number(clock.hour) < nightEndsAtHour ? 1 : 0);
  return {
    start: new Date(venueInstant(year, month, day, nightStartsAtHour, 0)).toISOString(),
    end: new Date(venueInstant(year, month, day + 1, nightEndsAtHour, 0)).toISOString(),
  };
}

// A list asks for each of its rows with the same `now`: the end of that night is worked out once (venue clock
// arithmetic through Intl is slow), remembered for the last instant asked.
let lastNightEnd: { at: number; end: number } | null = null;

function nightEndOf(now: Date): number {
  const at = now.getTime();
  if (lastNightEnd?.at !== at) lastNightEnd = { at, end: Date.parse(nightOf(now).end) };
  return lastNightEnd.end;
}

/**
 * Whether an event is tonight's at the venue: not over, and running now or starting before tonight's night ends (so
 * between noon and 6 am). The same test as the upstream read of the landing (`endDate[gt]`, `startDate[lt]`).
 */
export function isTonight(event: { startDate?: unknown; endDate?: unknown }, now: Date): boolean {
  if (typeof event.startDate !== "string" || typeof event.endDate !== "string") return false;
  const start = Date.parse(event.startDate);
  const end = Date.parse(event.endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return end > now.getTime() && start < nightEndOf(now);
}
