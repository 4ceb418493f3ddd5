import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { products } from "~/domains/products/products.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(products, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(products, args);
export default function ProductDelete() {
  return <ResourceDeleteDialog resource={products} />;
}
