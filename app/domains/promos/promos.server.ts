// A promo's details (`/promos/generic/{id}`, `/promos/redemption/{id}`): the product read under its type's endpoint,
// only if it is a promo this user may see, with how often it was scanned and the latest scans.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { promos, promoScans, promoTypes, type PromoType } from "~/domains/promos/promos.resources";
import { notFound, requireAccess } from "~/core/auth/auth.server";
import { scopeQuery } from "~/resource/resource.server";
import { optionalNumber, optionalText, upstreamRecord } from "~/core/upstream/upstream-record";

const latestScans = 5;

/** A promo (a product sold as one, spec section 3) as its details show it. */
const promoSchema = upstreamRecord({
  type: optionalText,
  name: optionalText,
  discoName: optionalText,
  status: optionalText,
  price: optionalNumber,
  originalPrice: optionalNumber,
  stock: optionalNumber,
  expirationDate: optionalText,
  notificationText: optionalText,
});

/** A scan of a promo, as the latest ones are listed. */
const scanSchema = upstreamRecord({ userName: optionalText, createdAt: optionalText });

export async function promoDetail({ request, params }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, promos.section);
  const type = params.type as PromoType;
  if (!promoTypes.includes(type) || !params.id) throw notFound();
  const id = encodeURIComponent(params.id);
  const [promo, scans] = await Promise.all([
    signed.api.getAs(promoSchema, `/products/${type}/${id}`, scopeQuery(promos, signed)),
    signed.api.listAs(scanSchema, `/${promoScans.endpoint}`, {
      productId: params.id,
      sort: "-createdAt",
      limit: latestScans,
      page: 1,
    }),
  ]);
  const { freeSpins } = promos.derive(promo);
  return json({
    promo: { ...promo, freeSpins },
    type,
    scans: { latest: scans.items, total: scans.total },
    title: promo.name ?? "",
  });
}
