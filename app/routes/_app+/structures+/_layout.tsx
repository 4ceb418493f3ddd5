import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { structures } from "~/domains/venues/venues.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(structures, args);
export const meta = resourceMeta;
export default function StructuresList() {
  return <ResourceListPage resource={structures} />;
}
