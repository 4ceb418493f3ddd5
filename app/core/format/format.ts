// Dates and money as spec section 9 writes them: dd/MM/yyyy, dd/MM/yyyy HH:mm (venue time), euro.
import type { Language } from "../i18n/language";

/** The venues are in Italy: instants are shown in their zone whatever the zone of the server or the browser. */
const venueTimeZone = "Europe/Rome";

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

const hour = 3_600_000;
/** The venue's offset from UTC per UTC hour: Intl's formatToParts is slow, and a list page formats many dates. */
const offsetByHour = new Map<number, number>();

/**
 * How far the venue's clock is ahead of UTC during the UTC hour that holds `instant`. Exact for Europe/Rome, whose
 * daylight-saving changes fall on whole UTC hours (01:00 UTC), so the offset never changes within such an hour.
 */
function venueOffset(instant: number): number {
  const start = Math.floor(instant / hour) * hour;
  let offset = offsetByHour.get(start);
  if (offset === undefined) {
    const parts = Object.fromEntries(venueClock.formatToParts(start).map((part) => [part.type, part.value]));
    const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
    offset = wall - start;
    if (offsetByHour.size >= 10_000) offsetByHour.clear();
    offsetByHour.set(start, offset);
  }
  return offset;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** An instant's day and time on the venue's wall clock, as two-digit strings; null for what is not a date. */
export function venueWallClock(
  value: string | Date,
): { day: string; month: string; year: string; hour: string; minute: string } | null {
  const instant = (typeof value === "string" ? new Date(value) : value).getTime();
  if (Number.isNaN(instant)) return null;
  const wall = new Date(instant + venueOffset(instant));
  return {
    day: twoDigits(wall.getUTCDate()),
    month: twoDigits(wall.getUTCMonth() + 1),
    year: String(wall.getUTCFullYear()),
    hour: twoDigits(wall.getUTCHours()),
    minute: twoDigits(wall.getUTCMinutes()),
  };
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

// A number formatter per language and style, made once: making one costs more than a list row's other cells, and a
// list formats money and counts on every row.
type NumberStyle = "money" | "number" | "share";
const numberStyles: Record<NumberStyle, Intl.NumberFormatOptions> = {
  money: { style: "currency", currency: "EUR" },
  number: {},
  share: { style: "percent", maximumFractionDigits: 0 },
};
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language | string, style: NumberStyle): Intl.NumberFormat {
  const locale = language === "it" ? "it-IT" : "en-GB";
  const id = `${locale} ${style}`;
  let format = numberFormats.get(id);
  if (!format) numberFormats.set(id, (format = new Intl.NumberFormat(locale, numberStyles[style])));
  return format;
}

export function formatMoney(cents: number, language: Language | string): string {
  return numberFormat(language, "money").format(cents / 100);
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
  return numberFormat(language, "number").format(value);
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

/** A share (0.425) as a whole percentage in the user's language (43%, 43 %). */
export function formatShare(value: number, language: Language | string): string {
  return numberFormat(language, "share").format(value);
}
