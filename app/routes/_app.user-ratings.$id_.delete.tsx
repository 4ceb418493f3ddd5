import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { userRatings } from "~/resources/moderation";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(userRatings, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(userRatings, args);
export default function UserRatingsDelete() {
  return <ResourceDeleteDialog resource={userRatings} />;
}
