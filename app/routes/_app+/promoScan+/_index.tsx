import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { promoScans } from "~/domains/promos/promos.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(promoScans, args);
export const meta = resourceMeta;
export default function PromoScanList() {
  return <ResourceListPage resource={promoScans} />;
}
