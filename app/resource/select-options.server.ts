// The options of selects over other entities (spec section 7): a form's selects, read with the record, and the query
// of one select's options, narrowed to the user's venue when the options belong to one.
import { entitySelectsOf, optionOf, type FormValues, type Option, type OptionsFrom } from "./fields";
import { formFields, type Row } from "./scope.server";
import type { ResourceDefinition } from "~/resource/definition";
import { json } from "@remix-run/node";
import { notFound, requireAccess, type Signed } from "~/core/auth.server";
import { ownerOfEndpoint, rowScope } from "~/core/row-scope";
import type { Query } from "~/core/upstream.server";

export const optionsPageSize = 100;
/** Options a server-searched select loads at a time. */
export const searchPageSize = 10;

/**
 * The options of the form's selects over other entities: the first page, read alongside the record, then any selected
 * value not on it. Without JavaScript the select offers exactly these.
 */
export async function selectOptions(
  resource: ResourceDefinition,
  signed: Signed,
  values: FormValues | null,
  scope?: Query,
): Promise<Record<string, Option[]>> {
  const entries: (readonly [string, Option[]])[] = await Promise.all(
    entitySelectsOf(formFields(resource, signed, scope)).map(async ({ key, field, chosen }) => {
      const from = field.optionsFrom!;
      const sort = typeof from.optionLabel === "string" ? from.optionLabel : from.optionLabel[0];
      const { items } = await signed.api.list<Row>(`/${from.endpoint}`, {
        ...optionsQuery(from, signed),
        limit: optionsPageSize,
        sort,
      });
      const options = items.map((item) => optionOf(item, from));
      const missing = [...new Set(chosen(values))].filter((value) => !options.some((option) => option.value === value));
      if (missing.length > 0 && (from.optionValue ?? "_id") === "_id") {
        const extra = await signed.api.list<Row>(`/${from.endpoint}`, { _id: missing.join(",") });
        options.unshift(...extra.items.map((item) => optionOf(item, from)));
      } else if (missing.length > 0) {
        // A value no option carries any more (a VAT rate since removed) stays chosen, shown as it is stored.
        options.unshift(...missing.map((value) => ({ value, label: value })));
      }
      return [key, options] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The query of a select's options: its own, plus the user's venue when the options belong to one. */
export function optionsQuery(from: OptionsFrom, signed: Signed): Query {
  if (!from.venueScoped) return { ...from.query };
  const rows = rowScope(ownerOfEndpoint(from.endpoint), signed);
  if (rows === null) throw notFound();
  return { ...from.query, ...rows };
}

/**
 * One select's options searched on the server, as the user types (spec section 7: q, and _id for selected values;
 * ten a page). Guarded like the resource whose form asks for them: a resource or field without such a select is
 * not-found.
 */
export async function searchOptions(
  resource: ResourceDefinition | undefined,
  fieldName: string | undefined,
  request: Request,
) {
  const field = resource?.fields.find((candidate) => candidate.name === fieldName);
  if (!resource || !field?.optionsFrom) throw notFound();
  const signed = await requireAccess(request, resource.section);
  const url = new URL(request.url);
  const from = field.optionsFrom;
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const ids = url.searchParams.getAll("_id").filter(Boolean);
  const sort = typeof from.optionLabel === "string" ? from.optionLabel : from.optionLabel[0];
  const { items, total } = await signed.api.list<Row>(`/${from.endpoint}`, {
    ...optionsQuery(from, signed),
    q: url.searchParams.get("q") ?? undefined,
    _id: ids.length ? ids.join(",") : undefined,
    sort,
    page,
    limit: searchPageSize,
  });
  return json(
    { options: items.map((item) => optionOf(item, from)), hasMore: page * searchPageSize < total },
    { headers: { "Cache-Control": "private, max-age=30" } },
  );
}
