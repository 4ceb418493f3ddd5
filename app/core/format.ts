// Dates and money as spec section 9 writes them: dd/MM/yyyy, dd/MM/yyyy HH:mm (venue time), euro.
import type { Language } from "./language";

/** The venues are in Italy: instants are shown in their zone whatever the zone of the server or the browser. */
export const venueTimeZone = "Europe/Rome";

// Intl rather than a date library: list pages format dates on every row, and the browser and Node already know the zone.
const venueClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: venueTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** An instant's day and time on the venue's wall clock, as two-digit strings; null for what is not a date. */
export function venueWallClock(
  value: string | Date,
): { day: string; month: string; year: string; hour: string; minute: string } | null {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(venueClock.formatToParts(date).map((part) => [part.type, part.value]));
  return { day: parts.day, month: parts.month, year: parts.year, hour: parts.hour, minute: parts.minute };
}

/** A calendar day (a birth date, say) is shown as written; an instant, in the venue's time zone. */
export function formatDate(value: string | Date): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  const clock = venueWallClock(value);
  return clock ? `${clock.day}/${clock.month}/${clock.year}` : "";
}

export function formatDateTime(value: string | Date): string {
  const clock = venueWallClock(value);
  return clock ? `${clock.day}/${clock.month}/${clock.year} ${clock.hour}:${clock.minute}` : "";
}

export function formatMoney(cents: number, language: Language | string): string {
  return new Intl.NumberFormat(language === "it" ? "it-IT" : "en-GB", { style: "currency", currency: "EUR" }).format(
    cents / 100,
  );
}

const venueClockWithSeconds = new Intl.DateTimeFormat("en-GB", {
  timeZone: venueTimeZone,
  hourCycle: "h23",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The venue's time of day, HH:mm (or HH:mm:ss); empty for what is not a date. */
export function formatTime(value: string | Date, withSeconds = false): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  if (withSeconds) return venueClockWithSeconds.format(date);
  const clock = venueWallClock(date)!;
  return `${clock.hour}:${clock.minute}`;
}

/** A whole count in the user's language (12.345 in Italian, 12,345 in English). */
export function formatNumber(value: number, language: Language | string): string {
  return new Intl.NumberFormat(language === "it" ? "it-IT" : "en-GB").format(value);
}

/** dd/MM/yyyy (spec section 9) → yyyy-MM-dd, or null when it is not a real day. */
export function parseDay(text: string): string | null {
  const match = text.trim().match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** An ISO date or date-time → dd/MM/yyyy for the form; anything else unchanged. */
export function showDay(value: unknown): string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(value)) return typeof value === "string" ? value : "";
  const [year, month, day] = value.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}
