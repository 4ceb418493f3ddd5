import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { userRatings } from "~/resources/moderation";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(userRatings, args);
export const meta = resourceMeta;
export default function UserRatingsList() {
  return <ResourceListPage resource={userRatings} />;
}
