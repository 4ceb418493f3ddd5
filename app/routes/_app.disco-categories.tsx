import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { discoCategories } from "~/resources/catalogue";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(discoCategories, args);
export const meta = resourceMeta;
export default function DiscoCategoriesList() {
  return <ResourceListPage resource={discoCategories} />;
}
