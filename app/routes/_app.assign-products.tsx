import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { assignProducts } from "~/resources/products";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(assignProducts, args);
export const meta = resourceMeta;
export default function AssignProductsList() {
  return <ResourceListPage resource={assignProducts} />;
}
