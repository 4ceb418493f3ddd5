import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { vips } from "~/domains/venues/venue-content.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(vips, args);
export const meta = resourceMeta;
export default function VipsList() {
  return <ResourceListPage resource={vips} />;
}
