import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { discoCategories } from "~/domains/products/catalogue.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(discoCategories, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(discoCategories, args);
export default function DiscoCategoriesDelete() {
  return <ResourceDeleteDialog resource={discoCategories} />;
}
