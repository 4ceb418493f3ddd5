import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { productTemplates } from "~/domains/products/products.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(productTemplates, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(productTemplates, args);
export default function ProductTemplatesDelete() {
  return <ResourceDeleteDialog resource={productTemplates} />;
}
