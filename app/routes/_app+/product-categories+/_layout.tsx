import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { productCategories } from "~/domains/products/catalogue.resources";
import { deleteOffer, ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(productCategories, args);
export const meta = resourceMeta;
export default function ProductCategoriesList() {
  return <ResourceListPage resource={productCategories} bulk={deleteOffer(productCategories)} />;
}
