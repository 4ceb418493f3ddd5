import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { feedbacks } from "~/resources/moderation";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(feedbacks, args);
export const action = (args: ActionFunctionArgs) => resourceSave(feedbacks, args);
export default function FeedbacksForm() {
  return <ResourceFormDialog resource={feedbacks} />;
}
