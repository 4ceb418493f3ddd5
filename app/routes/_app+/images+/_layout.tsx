import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { images } from "~/domains/venues/moderation.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(images, args);
export const meta = resourceMeta;
export default function ImagesList() {
  return <ResourceListPage resource={images} />;
}
