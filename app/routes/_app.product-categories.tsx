import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { productCategories } from "~/resources/catalogue";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(productCategories, args);
export const meta = resourceMeta;
export default function ProductCategoriesList() {
  return <ResourceListPage resource={productCategories} />;
}
