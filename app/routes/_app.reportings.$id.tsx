import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { reportings } from "~/resources/moderation";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(reportings, args);
export const action = (args: ActionFunctionArgs) => resourceSave(reportings, args);
export default function ReportingsForm() {
  return <ResourceFormDialog resource={reportings} />;
}
