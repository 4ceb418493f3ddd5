import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { userRatings } from "~/domains/venues/moderation.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(userRatings, args);
export const action = (args: ActionFunctionArgs) => resourceSave(userRatings, args);
export default function UserRatingsForm() {
  return <ResourceFormDialog resource={userRatings} />;
}
