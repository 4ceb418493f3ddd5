import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formatRequestForm, formatRequestSend } from "~/lib/format-requests.server";
import { formatRequests } from "~/resources/format-requests";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => formatRequestForm(args);
export const action = (args: ActionFunctionArgs) => formatRequestSend(args);
export default function FormatRequestsForm() {
  return <ResourceFormDialog resource={formatRequests} />;
}
