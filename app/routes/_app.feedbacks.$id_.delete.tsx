import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { feedbacks } from "~/resources/moderation";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(feedbacks, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(feedbacks, args);
export default function FeedbacksDelete() {
  return <ResourceDeleteDialog resource={feedbacks} />;
}
