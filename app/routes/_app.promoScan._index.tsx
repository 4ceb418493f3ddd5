import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { promoScans } from "~/resources/promos";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(promoScans, args);
export const meta = resourceMeta;
export default function PromoScanList() {
  return <ResourceListPage resource={promoScans} />;
}
