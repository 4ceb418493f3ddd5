import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { promoPath, promos } from "~/resources/promos";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(promos, args);
export const meta = resourceMeta;
export default function PromosList() {
  return <ResourceListPage resource={promos} recordHref={promoPath} />;
}
