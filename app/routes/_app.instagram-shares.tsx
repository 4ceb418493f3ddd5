import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { instagramShares } from "~/resources/moderation";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(instagramShares, args);
export const meta = resourceMeta;
export default function InstagramSharesList() {
  return <ResourceListPage resource={instagramShares} />;
}
