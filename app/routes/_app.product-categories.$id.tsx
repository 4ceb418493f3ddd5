import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { productCategories } from "~/resources/catalogue";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(productCategories, args);
export const action = (args: ActionFunctionArgs) => resourceSave(productCategories, args);
export default function ProductCategoriesForm() {
  return <ResourceFormDialog resource={productCategories} />;
}
