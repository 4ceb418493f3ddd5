import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { galleries } from "~/domains/venues/venue-content.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(galleries, args);
export const meta = resourceMeta;
export default function GalleriesList() {
  return <ResourceListPage resource={galleries} />;
}
