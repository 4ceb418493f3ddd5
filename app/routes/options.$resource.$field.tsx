// Options of a select over another entity, searched on the server (spec section 7: q, and _id for selected values;
// 10 a page). Guarded like the resource whose form asks for them.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { notFound, requireAccess } from "~/core/auth.server";
import { optionOf } from "~/resource/fields";
import { optionsQuery } from "~/resource/resource.server";
import { resources } from "~/domains";

export const optionsPageSize = 10;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const resource = resources.find((candidate) => candidate.key === params.resource);
  const field = resource?.fields.find((candidate) => candidate.name === params.field);
  if (!resource || !field?.optionsFrom) throw notFound();
  const signed = await requireAccess(request, resource.section);
  const url = new URL(request.url);
  const from = field.optionsFrom;
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const ids = url.searchParams.getAll("_id").filter(Boolean);
  const sort = typeof from.optionLabel === "string" ? from.optionLabel : from.optionLabel[0];
  const { items, total } = await signed.api.list<Record<string, unknown>>(`/${from.endpoint}`, {
    ...optionsQuery(from, signed),
    q: url.searchParams.get("q") ?? undefined,
    _id: ids.length ? ids.join(",") : undefined,
    sort,
    page,
    limit: optionsPageSize,
  });
  return json(
    { options: items.map((item) => optionOf(item, from)), hasMore: page * optionsPageSize < total },
    { headers: { "Cache-Control": "private, max-age=30" } },
  );
}
