import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { feedbacks } from "~/domains/venues/moderation.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(feedbacks, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(feedbacks, args);
export default function FeedbacksDelete() {
  return <ResourceDeleteDialog resource={feedbacks} />;
}
