import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { followers } from "~/resources/venue-content";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(followers, args);
export const action = (args: ActionFunctionArgs) => resourceSave(followers, args);
export default function FollowersForm() {
  return <ResourceFormDialog resource={followers} />;
}
