import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { productCategories } from "~/domains/products/catalogue.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(productCategories, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(productCategories, args);
export default function ProductCategoriesDelete() {
  return <ResourceDeleteDialog resource={productCategories} />;
}
