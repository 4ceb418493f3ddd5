import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { productTemplates } from "~/resources/products";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(productTemplates, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(productTemplates, args);
export default function ProductTemplatesDelete() {
  return <ResourceDeleteDialog resource={productTemplates} />;
}
