// A promo's details (`/promos/generic/{id}`, `/promos/redemption/{id}`): the product read under its type's endpoint,
// only if it is a promo this user may see, with how often it was scanned and the latest scans.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { promos, promoScans, promoTypes, type PromoType } from "~/domains/promos/promos.resources";
import { notFound, requireAccess } from "~/core/auth.server";
import { scopeQuery } from "~/resource/resource.server";

const latestScans = 5;

export async function promoDetail({ request, params }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, promos.section);
  const type = params.type as PromoType;
  if (!promoTypes.includes(type) || !params.id) throw notFound();
  const id = encodeURIComponent(params.id);
  const [promo, scans] = await Promise.all([
    signed.api.get<Record<string, unknown> & { _id: string; name?: string }>(`/products/${type}/${id}`, scopeQuery(promos, signed)),
    signed.api.list<Record<string, unknown> & { _id: string }>(`/${promoScans.endpoint}`, { productId: params.id, sort: "-createdAt", limit: latestScans, page: 1 }),
  ]);
  return json({ promo: promos.derive(promo), type, scans: { latest: scans.items, total: scans.total }, title: String(promo.name ?? "") });
}
