import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { userRatings } from "~/domains/venues/moderation.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(userRatings, args);
export const meta = resourceMeta;
export default function UserRatingsList() {
  return <ResourceListPage resource={userRatings} />;
}
