// Dates and money as spec section 9 writes them: dd/MM/yyyy, dd/MM/yyyy HH:mm, euro.
import { format, isValid, parseISO } from "date-fns";
import type { Language } from "./language";

function toDate(value: string | Date): Date | null {
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? format(date, "dd/MM/yyyy") : "";
}

export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? format(date, "dd/MM/yyyy HH:mm") : "";
}

export function formatMoney(cents: number, language: Language | string): string {
  return new Intl.NumberFormat(language === "it" ? "it-IT" : "en-GB", { style: "currency", currency: "EUR" }).format(cents / 100);
}
