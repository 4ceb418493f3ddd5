import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { banners } from "~/domains/venues/venue-content.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(banners, args);
export const meta = resourceMeta;
export default function BannersList() {
  return <ResourceListPage resource={banners} />;
}
