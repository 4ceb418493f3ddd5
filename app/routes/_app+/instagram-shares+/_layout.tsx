import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { instagramShares } from "~/domains/venues/moderation.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(instagramShares, args);
export const meta = resourceMeta;
export default function InstagramSharesList() {
  return <ResourceListPage resource={instagramShares} />;
}
