// Dates and money as spec section 9 writes them: dd/MM/yyyy, dd/MM/yyyy HH:mm (venue time), euro.
import type { Language } from "./language";
import { formatInVenue } from "./venue-time";

/** A calendar day (a birth date, say) is shown as written; an instant, in the venue's time zone. */
export function formatDate(value: string | Date): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  return formatInVenue(value, "dd/MM/yyyy");
}

export function formatDateTime(value: string | Date): string {
  return formatInVenue(value, "dd/MM/yyyy HH:mm");
}

export function formatMoney(cents: number, language: Language | string): string {
  return new Intl.NumberFormat(language === "it" ? "it-IT" : "en-GB", { style: "currency", currency: "EUR" }).format(cents / 100);
}
