import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { productCategories } from "~/resources/catalogue";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(productCategories, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(productCategories, args);
export default function ProductCategoriesDelete() {
  return <ResourceDeleteDialog resource={productCategories} />;
}
