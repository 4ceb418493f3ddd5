import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { assignProducts } from "~/resources/products";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(assignProducts, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(assignProducts, args);
export default function AssignProductDelete() {
  return <ResourceDeleteDialog resource={assignProducts} />;
}
