import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { discoCategories } from "~/resources/catalogue";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(discoCategories, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(discoCategories, args);
export default function DiscoCategoriesDelete() {
  return <ResourceDeleteDialog resource={discoCategories} />;
}
