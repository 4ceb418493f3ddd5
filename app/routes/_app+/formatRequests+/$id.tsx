import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formatRequestForm, formatRequestSend } from "~/domains/venues/format-requests.server";
import { formatRequests } from "~/domains/venues/format-requests.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => formatRequestForm(args);
export const action = (args: ActionFunctionArgs) => formatRequestSend(args);
export default function FormatRequestsForm() {
  return <ResourceFormDialog resource={formatRequests} />;
}
