import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { vips } from "~/resources/venue-content";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(vips, args);
export const meta = resourceMeta;
export default function VipsList() {
  return <ResourceListPage resource={vips} />;
}
