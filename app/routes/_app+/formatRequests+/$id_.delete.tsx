import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formatRequestWithdraw, formatRequestWithdrawDialog } from "~/domains/venues/format-requests.server";
import { formatRequests } from "~/domains/venues/format-requests.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => formatRequestWithdrawDialog(args);
export const action = (args: ActionFunctionArgs) => formatRequestWithdraw(args);
export default function FormatRequestsDelete() {
  return <ResourceDeleteDialog resource={formatRequests} />;
}
