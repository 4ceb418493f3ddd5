import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { assignmentSave } from "~/domains/products/products.server";
import { resourceRecord } from "~/resource/resource.server";
import { assignProducts } from "~/domains/products/products.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(assignProducts, args);
export const action = (args: ActionFunctionArgs) => assignmentSave(args);
export default function AssignProductForm() {
  return <ResourceFormDialog resource={assignProducts} />;
}
