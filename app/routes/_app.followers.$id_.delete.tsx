import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { followers } from "~/resources/venue-content";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(followers, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(followers, args);
export default function FollowersDelete() {
  return <ResourceDeleteDialog resource={followers} />;
}
