import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { userRatings } from "~/domains/venues/moderation.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(userRatings, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(userRatings, args);
export default function UserRatingsDelete() {
  return <ResourceDeleteDialog resource={userRatings} />;
}
