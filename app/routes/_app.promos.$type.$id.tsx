import type { LoaderFunctionArgs } from "@remix-run/node";
import { promoDetail } from "~/lib/promos.server";
import { PromoDetailDialog } from "~/ui/promo-pages";
import { resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => promoDetail(args);
export const meta = resourceMeta;
export default PromoDetailDialog;
