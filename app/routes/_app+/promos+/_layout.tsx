import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { promoPath, promos } from "~/domains/promos/promos.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(promos, args);
export const meta = resourceMeta;
export default function PromosList() {
  return <ResourceListPage resource={promos} recordHref={promoPath} />;
}
