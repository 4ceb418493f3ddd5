import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { galleries } from "~/resources/venue-content";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(galleries, args);
export const meta = resourceMeta;
export default function GalleriesList() {
  return <ResourceListPage resource={galleries} />;
}
