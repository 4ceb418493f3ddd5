// Times are the venues' wall-clock times (spec section 9: dd/MM/yyyy HH:mm). The venues are in Italy, so dates are
// shown and read in Europe/Rome whatever the zone of the server or of the browser: the page rendered on the server
// and the one hydrated in the browser agree, and 22:30 typed at the door is 22:30 at the door.
import { TZDate } from "@date-fns/tz";
import { addDays, format, isValid, parseISO } from "date-fns";

export const venueTimeZone = "Europe/Rome";

function toDate(value: string | Date): Date | null {
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** An instant in the venue's zone, formatted with a date-fns pattern; empty for what is not a date. */
export function formatInVenue(value: string | Date, pattern: string): string {
  const date = toDate(value);
  return date ? format(new TZDate(date.getTime(), venueTimeZone), pattern) : "";
}

/** 'dd/MM/yyyy HH:mm' (or 'dd/MM/yyyy H:mm') in the venue's zone → ISO instant, or null when it is no real time. */
export function parseVenueDateTime(text: string): string | null {
  const match = text.trim().match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2})[:.](\d{2})$/);
  if (!match) return null;
  const [day, month, year, hour, minute] = match.slice(1).map(Number);
  if (hour > 23 || minute > 59) return null;
  const date = new TZDate(year, month - 1, day, hour, minute, venueTimeZone);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return new Date(date.getTime()).toISOString();
}

/** An ISO instant → the 'dd/MM/yyyy HH:mm' a form shows; anything else unchanged. */
export function showVenueDateTime(value: unknown): string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return typeof value === "string" ? value : "";
  return formatInVenue(value, "dd/MM/yyyy HH:mm");
}

/** The same wall-clock time `days` later at the venue (22:30 stays 22:30 across a change of daylight saving time). */
export function shiftDays(iso: string, days: number): string {
  const date = toDate(iso);
  if (!date) return iso;
  return new Date(addDays(new TZDate(date.getTime(), venueTimeZone), days).getTime()).toISOString();
}
