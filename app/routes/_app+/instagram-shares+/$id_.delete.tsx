import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { instagramShares } from "~/domains/venues/moderation.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(instagramShares, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(instagramShares, args);
export default function InstagramSharesDelete() {
  return <ResourceDeleteDialog resource={instagramShares} />;
}
