import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { feedbacks } from "~/domains/venues/moderation.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(feedbacks, args);
export const action = (args: ActionFunctionArgs) => resourceSave(feedbacks, args);
export default function FeedbacksForm() {
  return <ResourceFormDialog resource={feedbacks} />;
}
