import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { reportings } from "~/domains/venues/moderation.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(reportings, args);
export const action = (args: ActionFunctionArgs) => resourceSave(reportings, args);
export default function ReportingsForm() {
  return <ResourceFormDialog resource={reportings} />;
}
