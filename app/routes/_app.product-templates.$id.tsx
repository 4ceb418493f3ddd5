import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { productTemplates } from "~/resources/catalogue";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(productTemplates, args);
export const action = (args: ActionFunctionArgs) => resourceSave(productTemplates, args);
export default function ProductTemplatesForm() {
  return <ResourceFormDialog resource={productTemplates} />;
}
