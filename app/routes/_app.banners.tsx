import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { banners } from "~/resources/venue-content";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(banners, args);
export const meta = resourceMeta;
export default function BannersList() {
  return <ResourceListPage resource={banners} />;
}
