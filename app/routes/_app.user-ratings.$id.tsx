import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { userRatings } from "~/resources/moderation";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(userRatings, args);
export const action = (args: ActionFunctionArgs) => resourceSave(userRatings, args);
export default function UserRatingsForm() {
  return <ResourceFormDialog resource={userRatings} />;
}
