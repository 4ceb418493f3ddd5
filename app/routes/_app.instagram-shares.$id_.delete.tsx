import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { instagramShares } from "~/resources/moderation";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(instagramShares, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(instagramShares, args);
export default function InstagramSharesDelete() {
  return <ResourceDeleteDialog resource={instagramShares} />;
}
