import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { discoCategories } from "~/resources/catalogue";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(discoCategories, args);
export const action = (args: ActionFunctionArgs) => resourceSave(discoCategories, args);
export default function DiscoCategoriesForm() {
  return <ResourceFormDialog resource={discoCategories} />;
}
