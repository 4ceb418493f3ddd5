// What the resource machinery needs to know of one upstream entity: where it lives, who may see it, how its list
// looks and filters, and its form's field list (spec sections 3 and 7).
import type { FieldDefinition } from "~/lib/fields";
import type { ListSpec } from "~/lib/list-query";
import type { SectionKey } from "~/lib/permissions";

export type ColumnFormat = "text" | "date" | "datetime" | "money" | "boolean" | "number" | "percent" | "enum";

export type Column = {
  field: string;
  /** Translation key of the header. */
  label: string;
  sortable?: boolean;
  format?: ColumnFormat;
  /** For enum columns: the translation key prefix of the values (`${enumPrefix}.${value}`). */
  enumPrefix?: string;
};

export type FilterControl = {
  name: string;
  label: string;
  /** Translation key prefix of the options of an enum filter. */
  optionPrefix?: string;
};

export type ResourceDefinition = {
  /** Names the resource in translations (`resources.<key>`) and paths. */
  key: string;
  section: SectionKey;
  /** The upstream entity endpoint (spec section 7). */
  endpoint: string;
  /** Fixed filters of this view of the entity (for example formats are discos with discoType=format). */
  scope?: Record<string, string>;
  /** Requests of disco users carry their discoId (spec section 6). */
  venueScoped?: boolean;
  list: ListSpec & { columns: readonly Column[]; filterControls?: readonly FilterControl[] };
  fields: readonly FieldDefinition[];
  /** The field that names a record in titles and confirmations. */
  titleField: string;
  /** Values every new record gets besides the form's (for example a request starts `pending`); not form fields. */
  createValues?: Record<string, string | number | boolean>;
  /** What the list offers besides viewing; all by default. A list-only resource sets them false. */
  actions?: { create?: boolean; edit?: boolean; delete?: boolean };
};

export function allows(resource: ResourceDefinition, action: "create" | "edit" | "delete"): boolean {
  return resource.actions?.[action] ?? true;
}

export function defineResource<R extends ResourceDefinition>(resource: R): R {
  return resource;
}
