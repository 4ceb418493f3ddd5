import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { discos } from "~/domains/venues/venues.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(discos, args);
export const meta = resourceMeta;
export default function DiscosList() {
  return <ResourceListPage resource={discos} />;
}
