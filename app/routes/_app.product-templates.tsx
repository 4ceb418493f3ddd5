import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { productTemplates } from "~/resources/products";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(productTemplates, args);
export const meta = resourceMeta;
export default function ProductTemplatesList() {
  return <ResourceListPage resource={productTemplates} />;
}
