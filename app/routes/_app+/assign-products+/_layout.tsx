import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { assignProducts } from "~/domains/products/products.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(assignProducts, args);
export const meta = resourceMeta;
export default function AssignProductsList() {
  return <ResourceListPage resource={assignProducts} />;
}
