import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { discoCategories } from "~/domains/products/catalogue.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(discoCategories, args);
export const action = (args: ActionFunctionArgs) => resourceSave(discoCategories, args);
export default function DiscoCategoriesForm() {
  return <ResourceFormDialog resource={discoCategories} />;
}
