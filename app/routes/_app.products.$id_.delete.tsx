import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { products } from "~/resources/products";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(products, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(products, args);
export default function ProductDelete() {
  return <ResourceDeleteDialog resource={products} />;
}
