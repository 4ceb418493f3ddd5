import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { assignProducts } from "~/domains/products/products.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(assignProducts, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(assignProducts, args);
export default function AssignProductDelete() {
  return <ResourceDeleteDialog resource={assignProducts} />;
}
