import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { reportings } from "~/domains/venues/moderation.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(reportings, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(reportings, args);
export default function ReportingsDelete() {
  return <ResourceDeleteDialog resource={reportings} />;
}
