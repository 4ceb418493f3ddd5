import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { structures } from "~/resources/venues";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(structures, args);
export const meta = resourceMeta;
export default function StructuresList() {
  return <ResourceListPage resource={structures} />;
}
