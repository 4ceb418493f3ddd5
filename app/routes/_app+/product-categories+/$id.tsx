import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { productCategories } from "~/domains/products/catalogue.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(productCategories, args);
export const action = (args: ActionFunctionArgs) => resourceSave(productCategories, args);
export default function ProductCategoriesForm() {
  return <ResourceFormDialog resource={productCategories} />;
}
