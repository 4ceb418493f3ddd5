// The options of selects over other entities (spec section 7): a form's selects, read with the record, and the query
// of one select's options, narrowed to the user's venue when the options belong to one.
import { entitySelectsOf, optionOf, type FormValues, type Option, type OptionsFrom } from "./fields";
import { formFields, type Row } from "./scope.server";
import type { ResourceDefinition } from "~/resource/definition";
import { notFound, type Signed } from "~/core/auth.server";
import { byVenue, rowScope } from "~/core/row-scope";
import type { Query } from "~/core/upstream.server";

export const optionsPageSize = 100;

/**
 * The options of the form's selects over other entities: the first page, read alongside the record, then any selected
 * value not on it. Without JavaScript the select offers exactly these.
 */
export async function selectOptions(resource: ResourceDefinition, signed: Signed, values: FormValues | null, scope?: Query): Promise<Record<string, Option[]>> {
  const entries: (readonly [string, Option[]])[] = await Promise.all(
    entitySelectsOf(formFields(resource, signed, scope)).map(async ({ key, field, chosen }) => {
      const from = field.optionsFrom!;
      const sort = typeof from.optionLabel === "string" ? from.optionLabel : from.optionLabel[0];
      const { items } = await signed.api.list<Row>(`/${from.endpoint}`, { ...optionsQuery(from, signed), limit: optionsPageSize, sort });
      const options = items.map((item) => optionOf(item, from));
      const missing = [...new Set(chosen(values))].filter((value) => !options.some((option) => option.value === value));
      if (missing.length > 0) {
        const extra = await signed.api.list<Row>(`/${from.endpoint}`, { _id: missing.join(",") });
        options.unshift(...extra.items.map((item) => optionOf(item, from)));
      }
      return [key, options] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The query of a select's options: its own, plus the user's venue when the options belong to one. */
export function optionsQuery(from: OptionsFrom, signed: Signed): Query {
  if (!from.venueScoped) return { ...from.query };
  const rows = rowScope(byVenue, signed);
  if (rows === null) throw notFound();
  return { ...from.query, ...rows };
}
