import type { LoaderFunctionArgs } from "@remix-run/node";
import { promoDetail } from "~/domains/promos/promos.server";
import { PromoDetailDialog } from "~/domains/promos/promo-pages";
import { resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => promoDetail(args);
export const meta = resourceMeta;
export default PromoDetailDialog;
