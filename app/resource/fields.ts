// The generic form of spec section 3, described by a field list: each field's kind, rules, options and layout, and the
// names of the form fields that ride along with some (a chosen file, a URL's signature, a select's search). What reads
// a post with the list is in field-values.ts, the rules' checks in field-rules.ts, options over another entity in
// entity-options.ts. No zod here: the browser validates forms without loading it.
import type { FoundOptions, Option } from "~/core/lists/option";

/** `rows`: a list of small records (a venue and a role, say), each drawn from `rowFields`. */
export type FieldComponent =
  "input" | "textarea" | "date" | "datetime" | "separator" | "toggle" | "checkbox" | "select" | "upload" | "rows";

export type Rule =
  /** `message`: the message key when the default (validation.required) would not say it (an acceptance box, say). */
  | { kind: "required"; message?: string }
  | { kind: "email" }
  | { kind: "integer" }
  | { kind: "number" }
  /** An amount in euro: whole euro or euro and cents ("250", "250,50"), never below zero. */
  | { kind: "money" }
  | { kind: "phone" }
  | { kind: "min"; value: number }
  | { kind: "max"; value: number }
  | { kind: "maxLength"; value: number }
  | { kind: "url" }
  | { kind: "after"; field: string }
  /** A number above another field's (an original price above the price, say); `message` is its message key. */
  | { kind: "above"; field: string; message: string };

export type FormValues = Record<string, unknown>;

export type { FoundOptions, Option };

/** Options read from another entity (spec section 7: select options over the server). */
export type OptionsFrom = {
  endpoint: string;
  /** The field (or fields, joined by a space) shown for an option. */
  optionLabel: string | readonly string[];
  optionValue?: string;
  query?: Record<string, string>;
  /** The options belong to a venue: a venue user is offered only their venue's. */
  venueScoped?: boolean;
  /** How an option reads, when it is more than its label fields joined (a VAT rate's name and percentage, say). */
  describe?: (record: Record<string, unknown>) => string;
  /** A short list (a few VAT rates): a plain select of all of it, never searched on the server. */
  whole?: true;
  /** What tells apart options that share a name (a list's event, a product's stock): its second line, in parts. */
  detail?: readonly DetailPart[];
  /** The options' order when it is not their label's (events: the latest first). */
  sort?: string;
};

/**
 * One part of an option's second line, read from the record: its text as it is, an enum's word (`enumPrefix`), a
 * sentence holding it (`key`, with `{{value}}`), or the name of the record it refers to (`from`: the id in `field` is
 * looked up at that endpoint, within the user's reach, one call per page of options).
 */
export type DetailPart = {
  field: string;
  enumPrefix?: string;
  key?: string;
  from?: { endpoint: string; label: string };
  /** The value is a day or a time: written as a day (dd/mm/yyyy, in the venue's time zone). */
  date?: true;
};

/** The form field that carries the text a select is searched for without JavaScript. */
export function searchTextFieldOf(name: string): string {
  return `${name}__q`;
}

/** Where a looked-up part's name is kept on the record while its option is drawn. */
export function relatedNameField(part: DetailPart): string {
  return `${part.field}__name`;
}

export type FieldDefinition = {
  name: string;
  /** Translation key of the label. */
  label: string;
  component: FieldComponent;
  type?: "text" | "email" | "number" | "tel" | "url" | "password";
  /** A list, or a function of the current values (spec section 3). Only fields with rules are validated. */
  rules?: readonly Rule[] | ((values: FormValues) => readonly Rule[]);
  showIf?: (values: FormValues) => boolean;
  /** From the typed value to what the upstream receives. */
  normalize?: (value: unknown) => unknown;
  /** From the upstream's value to what the form shows. */
  deserialize?: (value: unknown) => unknown;
  initialValue?: unknown;
  /** Translation key of a line under the field saying what it takes (its bounds, say). */
  hint?: string;
  /** Translation key of a suffix shown after the input (for example "km" or "%"). */
  suffix?: string;
  placeholder?: string;
  clearable?: boolean;
  disable?: boolean;
  readonly?: boolean;
  multiple?: boolean;
  /** Fixed options (labels are translation keys), or options read from another entity over the server. */
  options?: readonly Option[];
  optionsFrom?: OptionsFrom;
  /** For uploads: which files are accepted (spec section 5). The form posts the file as `<name>__file`. */
  upload?: import("~/core/http/upload-types").UploadKind;
  /** For rows: the fields of each row. Rows left blank are dropped; each other row is checked with these rules. */
  rowFields?: readonly FieldDefinition[];
  /** Layout: how wide the field is in the form grid. */
  class?: "full" | "half";
};

/** The form field that carries a newly chosen file for an upload field. */
export function fileFieldOf(name: string): string {
  return `${name}__file`;
}

/** The form field that carries the back-office's signature of an upload field's URL (core/upstream/upload-url.server.ts). */
export function signatureFieldOf(name: string): string {
  return `${name}__signed`;
}

/**
 * The form field that carries a job an upload of an earlier post of this form started, when that post was refused:
 * the job's id and file name, signed, so the next save takes the job instead of asking for the file again (decision 052).
 */
export function jobFieldOf(name: string): string {
  return `${name}__job`;
}

/** The fields a form shows with these values: each one whose `showIf` holds, separators aside. */
export function visibleFields(fields: readonly FieldDefinition[], values: FormValues): FieldDefinition[] {
  return fields.filter((field) => field.component !== "separator" && (!field.showIf || field.showIf(values)));
}
