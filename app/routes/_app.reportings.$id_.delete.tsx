import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { reportings } from "~/resources/moderation";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(reportings, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(reportings, args);
export default function ReportingsDelete() {
  return <ResourceDeleteDialog resource={reportings} />;
}
