// The options of selects over other entities (spec section 7): a form's selects, read with the record, and the query
// of one select's options (q for the text, _id for the chosen ones, ten a page), narrowed to the user's venue when the
// options belong to one. The same search serves the picker's requests with JavaScript and the form's own search
// button without it (decision 034).
import { entitySelectsOf, optionOf, selectKeyOf } from "./entity-options";
import {
  relatedNameField,
  searchTextFieldOf,
  type FieldDefinition,
  type FormValues,
  type FoundOptions,
  type Option,
  type OptionsFrom,
  visibleFields,
} from "./fields";
import { formFields, scopeQuery, type Row } from "./scope.server";
import type { ResourceDefinition } from "~/resource/definition";
import { json } from "@remix-run/node";
import { notFound, requireAccess, type Signed } from "~/core/auth/auth.server";
import { ownerOfEndpoint, rowScope } from "~/core/access/row-scope";
import { requireWrite } from "./write-access.server";
import type { Query } from "~/core/upstream/upstream.server";

/** Options of a short (`whole`) list: read at once, this many. */
const optionsPageSize = 100;
/** Options a searched select reads at a time (spec section 9: select page size 10). */
export const searchPageSize = 10;

/**
 * A picker of people (the platform's users) lists no one until at least this many characters are typed, and then only
 * each person's id and name (decision 047): a form that names one person never hands out the directory.
 */
const minPeopleSearch = 3;

/** Whether a select picks people: its options are the platform's users. */
function picksPeople(from: OptionsFrom): boolean {
  return from.endpoint === "users";
}

/** An option as a people picker gives it: the id and the name, nothing else the upstream sent. */
function leastOf(option: Option): Option {
  return { value: option.value, label: option.label };
}

function sortOf(from: OptionsFrom): string {
  if (from.sort) return from.sort;
  return typeof from.optionLabel === "string" ? from.optionLabel : from.optionLabel[0];
}

/**
 * The names of the records the options refer to (a list's event), for their second line: one call per such part for
 * the whole page, within the user's reach; a record out of reach simply has no name there.
 */
async function withRelatedNames(signed: Signed, from: OptionsFrom, rows: Row[]): Promise<Row[]> {
  const parts = (from.detail ?? []).filter((part) => part.from);
  if (parts.length === 0 || rows.length === 0) return rows;
  const named = rows.map((row) => ({ ...row }));
  await Promise.all(
    parts.map(async (part) => {
      const related = part.from!;
      const ids = [
        ...new Set(
          rows.map((row) => row[part.field]).filter((id): id is string => typeof id === "string" && id !== ""),
        ),
      ];
      const reach = rowScope(ownerOfEndpoint(related.endpoint), signed);
      if (ids.length === 0 || reach === null) return;
      const { items } = await signed.api.list<Row>(`/${related.endpoint}`, {
        ...reach,
        _id: ids.join(","),
        limit: ids.length,
      });
      const names = new Map(items.map((item) => [String(item._id), String(item[related.label] ?? "")]));
      for (const row of named) {
        const name = names.get(String(row[part.field]));
        if (name) row[relatedNameField(part)] = name;
      }
    }),
  );
  return named;
}

/** One query of a select's options at the upstream, within the user's reach, sorted by label. */
async function readOptions(
  signed: Signed,
  from: OptionsFrom,
  query: Query,
): Promise<{ options: Option[]; total: number }> {
  const { items, total } = await signed.api.list<Row>(`/${from.endpoint}`, {
    ...optionsQuery(from, signed),
    sort: sortOf(from),
    ...query,
  });
  const rows = await withRelatedNames(signed, from, items);
  const options = rows.map((row) => optionOf(row, from));
  return { options: picksPeople(from) ? options.map(leastOf) : options, total };
}

/** The chosen values of a select as options: read by id (all of them, whatever their number), in reach only. */
async function chosenOptions(signed: Signed, from: OptionsFrom, chosen: string[]): Promise<Option[]> {
  if (chosen.length === 0) return [];
  // A value no option carries any more (a VAT rate since removed) stays chosen, shown as it is stored.
  if ((from.optionValue ?? "_id") !== "_id") return chosen.map((value) => ({ value, label: value }));
  const { options } = await readOptions(signed, from, { _id: chosen.join(","), limit: chosen.length });
  return options;
}

/**
 * The options of the form's selects over other entities: the first page (ten for a searched select, spec section 7),
 * read alongside the record, then every chosen value not on it. Without JavaScript a searched select offers these and
 * a search button; with it, the picker starts from them.
 */
export async function selectOptions(
  resource: ResourceDefinition,
  signed: Signed,
  values: FormValues | null,
  scope?: Query,
  pageSize = optionsPageSize,
): Promise<Record<string, Option[]>> {
  const entries: (readonly [string, Option[]])[] = await Promise.all(
    entitySelectsOf(formFields(resource, signed, scope)).map(async ({ key, field, chosen }) => {
      const from = field.optionsFrom!;
      // Short lists are plain selects everywhere: they are read whole. Selects inside rows are searched like the rest.
      const limit = from.whole ? optionsPageSize : pageSize;
      // A people picker lists no one before a search of 3 characters (decision 047): the form offers only the
      // people already chosen, and a search (the picker's with JavaScript, the form's search button without).
      const { options } = picksPeople(from) ? { options: [] as Option[] } : await readOptions(signed, from, { limit });
      // Every chosen value, those of every row included, is named whatever page it is on.
      const missing = [...new Set(chosen(values))].filter((value) => !options.some((option) => option.value === value));
      options.unshift(...(await chosenOptions(signed, from, missing)));
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

/** One page of a select's options matching a text (spec section 7: q, ten a page, page from 1). */
async function findOptions(signed: Signed, from: OptionsFrom, q: string, page: number): Promise<FoundOptions> {
  if (picksPeople(from) && q.length < minPeopleSearch) return { q, page, options: [], more: false };
  const { options, total } = await readOptions(signed, from, {
    q: q || undefined,
    page,
    limit: searchPageSize,
  });
  return { q, page, options, more: page * searchPageSize < total };
}

/**
 * A searched select the user fills in this form, by its key (a field's name, or `<rows>.<field>` for a select inside
 * rows): a field of a scope's (a venue user's own venue) is not one.
 */
function searchedField(
  resource: ResourceDefinition,
  signed: Signed,
  key: string | undefined,
  scope?: Query,
): FieldDefinition | undefined {
  return entitySelectsOf(formFields(resource, signed, scope)).find(
    (select) => select.key === key && !select.field.optionsFrom!.whole,
  )?.field;
}

/**
 * One select's options searched on the server, as the user types (spec section 7: q, and _id for selected values;
 * ten a page). Guarded like the resource whose form asks for them: a resource or field without such a select, or one
 * the user does not fill, is not-found.
 */
export async function searchOptions(
  resource: ResourceDefinition | undefined,
  fieldName: string | undefined,
  request: Request,
) {
  if (!resource || !entitySelectsOf(resource.fields).some(({ key }) => key === fieldName)) throw notFound();
  const signed = await requireAccess(request, resource.section);
  // Options serve a form: only who may write with it gets them (a reader of the section is not-found here).
  requireWrite(resource, signed);
  const field = searchedField(resource, signed, fieldName);
  if (!field) throw notFound();
  const from = field.optionsFrom!;
  const url = new URL(request.url);
  const page = Math.max(1, Math.floor(Number(url.searchParams.get("page"))) || 1);
  const ids = url.searchParams
    .getAll("_id")
    .flatMap((value) => value.split(","))
    .filter(Boolean);
  const found = ids.length
    ? { q: "", page: 1, options: await chosenOptions(signed, from, ids), more: false }
    : await findOptions(signed, from, (url.searchParams.get("q") ?? "").trim(), page);
  // A picker of people says how much to type before it lists anyone.
  const minLength = picksPeople(from) ? { minLength: minPeopleSearch } : {};
  return json(
    { options: found.options, hasMore: found.more, ...minLength },
    { headers: { "Cache-Control": "private, max-age=30" } },
  );
}

/**
 * The options a list offers for a filter over another entity's records, or a select outside a resource's form (a
 * page's event picker, a tab's "add product"): the chosen one, then a page of ten matching the text typed beside it
 * (`?listIdSearch=…` without JavaScript; the first page when none), like a form's picker and never capped.
 */
export async function listFilterOptions(
  signed: Signed,
  from: OptionsFrom,
  chosen: string | undefined,
  q: string,
  page = 1,
): Promise<FoundOptions> {
  const [found, picked] = await Promise.all([
    findOptions(signed, from, q, page),
    chosenOptions(signed, from, chosen ? [chosen] : []),
  ]);
  const others = found.options.filter((option) => !picked.some((one) => one.value === option.value));
  return { ...found, options: [...picked, ...others] };
}

/** The search a picker outside a resource's form asks for as the user types: `q` and `page` of its URL, as JSON. */
export async function searchedChoicesJson(signed: Signed, from: OptionsFrom, request: Request) {
  const url = new URL(request.url);
  const page = Math.max(1, Math.floor(Number(url.searchParams.get("page"))) || 1);
  const found = await findOptions(signed, from, (url.searchParams.get("q") ?? "").trim(), page);
  return json({ options: found.options, hasMore: found.more }, { headers: { "Cache-Control": "private, max-age=30" } });
}

/**
 * One list filter's options searched as the user types in its picker (q, ten a page). Guarded like the list: a
 * resource without such a filter, a filter the user's scope already sets, or a user who may not read the list is
 * not-found.
 */
export async function searchFilterOptions(
  resource: ResourceDefinition | undefined,
  filterName: string | undefined,
  request: Request,
) {
  const control = resource?.list.filterControls?.find((one) => one.name === filterName && one.optionsFrom);
  if (!resource || !control) throw notFound();
  const signed = await requireAccess(request, resource.section);
  if (control.name in scopeQuery(resource, signed)) throw notFound();
  const url = new URL(request.url);
  const page = Math.max(1, Math.floor(Number(url.searchParams.get("page"))) || 1);
  const found = await findOptions(signed, control.optionsFrom!, (url.searchParams.get("q") ?? "").trim(), page);
  return json({ options: found.options, hasMore: found.more }, { headers: { "Cache-Control": "private, max-age=30" } });
}

/**
 * The search a form posted without JavaScript (its search button is conform's validate intent for the select): the
 * select, and the page of options matching the text typed beside it. Null when the post is not such a search.
 */
export async function searchInForm(
  resource: ResourceDefinition,
  signed: Signed,
  formData: FormData,
  scope?: Query,
): Promise<{ field: string; found: FoundOptions } | null> {
  let intent: unknown;
  try {
    intent = JSON.parse(String(formData.get("__intent__") ?? "null"));
  } catch {
    return null;
  }
  // The "more" button names its page beside the select: `{type: "validate", payload: {name, page}}`.
  const { type, payload } = (intent ?? {}) as { type?: unknown; payload?: { name?: unknown; page?: unknown } };
  const name = payload?.name;
  if (type !== "validate" || typeof name !== "string") return null;
  // A row's select is named with its row (`rows[2].discoId`); what it searches is the rows' field (`rows.discoId`).
  const field = searchedField(resource, signed, selectKeyOf(name), scope);
  if (!field) return null;
  const q = String(formData.get(searchTextFieldOf(name)) ?? "").trim();
  const page = Math.max(1, Math.floor(Number(payload?.page)) || 1);
  return { field: name, found: await findOptions(signed, field.optionsFrom!, q, page) };
}

/**
 * The options of every value chosen in a posted form, so a form sent back (refused, or searched without JavaScript)
 * still names each choice, those found by a search included.
 */
export async function postedChoices(
  resource: ResourceDefinition,
  signed: Signed,
  values: FormValues,
  scope?: Query,
): Promise<Record<string, Option[]>> {
  const entries = await Promise.all(
    entitySelectsOf(formFields(resource, signed, scope)).map(async ({ key, field, chosen }) => {
      const ids = [...new Set(chosen(values))];
      return [key, await chosenOptions(signed, field.optionsFrom!, ids).catch(() => [])] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, options]) => options.length > 0));
}

/** Which of these ids name one of a select's options for this user: one read, of exactly those ids, within reach. */
async function idsOffered(signed: Signed, from: OptionsFrom, ids: string[]): Promise<Set<string>> {
  // A select of a venue's records, for a user who reaches no venue: nothing is offered.
  if (from.venueScoped && rowScope(ownerOfEndpoint(from.endpoint), signed) === null) return new Set();
  const { items } = await signed.api.list<Row>(`/${from.endpoint}`, {
    ...optionsQuery(from, signed),
    _id: ids.join(","),
    limit: ids.length,
  });
  // The rows themselves, not the upstream's count: the client has dropped any outside the user's reach.
  return new Set(items.map((item) => String(item._id)));
}

/** A select whose value is a record's id (a VAT rate's percentage names nothing to look up). */
const choosesRecords = (field: FieldDefinition) =>
  field.optionsFrom !== undefined && (field.optionsFrom.optionValue ?? "_id") === "_id";

const idsIn = (value: unknown): string[] => [
  ...new Set(
    (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === "string" && id !== ""),
  ),
];

/**
 * The fields whose chosen records are not all among their select's options for this user: another venue's event or
 * list, or no record at all (an id made up in a hand-made post, an admin's included). One read per such field, of
 * exactly the new ids; those the record already holds were checked when they were written. Refused next to the field,
 * as a row's choice is, rather than sent for the upstream to link or refuse.
 */
export async function choicesOutOfReach(
  fields: readonly FieldDefinition[],
  payload: FormValues,
  signed: Signed,
  stored: FormValues | null,
): Promise<Record<string, string[]> | null> {
  const checks = fields
    .filter(choosesRecords)
    .map((field) => {
      const held = new Set(idsIn(stored?.[field.name]));
      return { field, ids: idsIn(payload[field.name]).filter((id) => !held.has(id)) };
    })
    .filter(({ ids }) => ids.length > 0);
  const refused = await Promise.all(
    checks.map(async ({ field, ids }) => {
      const offered = await idsOffered(signed, field.optionsFrom!, ids);
      return ids.some((id) => !offered.has(id)) ? field.name : null;
    }),
  );
  const names = refused.filter((name): name is string => name !== null);
  return names.length > 0 ? Object.fromEntries(names.map((name) => [name, ["validation.notAnOption"]])) : null;
}

/**
 * The rows whose chosen record is not one of its select's options for this user (another venue's, or no such record):
 * each refused next to its own field (`<rows>[i].<field>`), as a picker's choice out of reach is. One read per select
 * inside rows, of exactly the ids chosen in it, within the user's reach; `values` are the form's, rows as numbered
 * there (blank ones included).
 */
export async function rowChoicesOutOfReach(
  fields: readonly FieldDefinition[],
  values: FormValues,
  signed: Signed,
): Promise<Record<string, string[]> | null> {
  const errors: Record<string, string[]> = {};
  const checks = visibleFields(fields, values)
    .filter((field) => field.component === "rows")
    .flatMap((field) => (field.rowFields ?? []).filter(choosesRecords).map((sub) => ({ field, sub })));
  await Promise.all(
    checks.map(async ({ field, sub }) => {
      const rows = Array.isArray(values[field.name]) ? (values[field.name] as FormValues[]) : [];
      const chosen = rows.map((row) => (typeof row?.[sub.name] === "string" ? (row[sub.name] as string) : ""));
      const ids = idsIn(chosen);
      if (ids.length === 0) return;
      const found = await idsOffered(signed, sub.optionsFrom!, ids);
      chosen.forEach((id, index) => {
        if (id && !found.has(id)) errors[`${field.name}[${index}].${sub.name}`] = ["validation.notAnOption"];
      });
    }),
  );
  return Object.keys(errors).length > 0 ? errors : null;
}
