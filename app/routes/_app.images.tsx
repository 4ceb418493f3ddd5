import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { images } from "~/resources/moderation";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(images, args);
export const meta = resourceMeta;
export default function ImagesList() {
  return <ResourceListPage resource={images} />;
}
