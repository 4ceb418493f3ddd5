import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { discoCategories } from "~/domains/products/catalogue.resources";
import { deleteOffer, ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(discoCategories, args);
export const meta = resourceMeta;
export default function DiscoCategoriesList() {
  return <ResourceListPage resource={discoCategories} bulk={deleteOffer(discoCategories)} />;
}
