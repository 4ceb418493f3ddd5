// The rules of a field list (fields.ts `Rule`): the message key of the first rule a value breaks. Pure and without zod,
// so the browser checks a form with the very code the action runs.
import { parseDay } from "~/ui/shell-kit";
import { parseVenueDateTime } from "~/core/format/venue-time";
import type { FormValues, Rule } from "./fields";

const italianPhone = /^(\+39|0039) \d{8,10}$/;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

/** A value as the rules read it; a hostile post's object without a prototype has no text of its own. */
export function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** The message key of the first rule a value breaks, or null. */
export function checkRules(rules: readonly Rule[], value: unknown, values: FormValues): string | null {
  for (const rule of rules) {
    if (rule.kind === "required") {
      if (isEmpty(value) || value === false) return rule.message ?? "validation.required";
      continue;
    }
    if (isEmpty(value)) continue;
    const text = textOf(value);
    switch (rule.kind) {
      case "email":
        if (!emailShape.test(text)) return "validation.invalidEmail";
        break;
      case "integer":
        if (!/^-?\d+$/.test(text)) return "validation.integer";
        break;
      case "number":
        if (!/^-?\d+([.,]\d+)?$/.test(text)) return "validation.number";
        break;
      case "money":
        if (!/^\d+([.,]\d{1,2})?$/.test(text)) return "validation.money";
        break;
      case "phone":
        if (!italianPhone.test(text)) return "validation.invalidPhone";
        break;
      case "min":
        if (Number(text.replace(",", ".")) < rule.value) return `validation.min|${rule.value}`;
        break;
      case "max":
        if (Number(text.replace(",", ".")) > rule.value) return `validation.max|${rule.value}`;
        break;
      case "maxLength":
        if (text.length > rule.value) return `validation.maxLength|${rule.value}`;
        break;
      case "url":
        if (!/^https?:\/\/\S+$/.test(text)) return "validation.url";
        break;
      case "above": {
        const other = String(values[rule.field] ?? "")
          .trim()
          .replace(",", ".");
        if (other !== "" && Number.isFinite(Number(other)) && Number(text.replace(",", ".")) <= Number(other))
          return rule.message;
        break;
      }
      case "after": {
        const other = values[rule.field];
        const otherTime = typeof other === "string" ? (parseVenueDateTime(other) ?? parseDay(other) ?? other) : other;
        if (!isEmpty(otherTime) && Date.parse(text) <= Date.parse(String(otherTime))) return "validation.endAfterStart";
        break;
      }
    }
  }
  return null;
}
