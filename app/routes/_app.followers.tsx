import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { followers } from "~/resources/venue-content";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(followers, args);
export const meta = resourceMeta;
export default function FollowersList() {
  return <ResourceListPage resource={followers} />;
}
