import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { assignmentSave } from "~/lib/products.server";
import { resourceRecord } from "~/lib/resource.server";
import { assignProducts } from "~/resources/products";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(assignProducts, args);
export const action = (args: ActionFunctionArgs) => assignmentSave(args);
export default function AssignProductForm() {
  return <ResourceFormDialog resource={assignProducts} />;
}
