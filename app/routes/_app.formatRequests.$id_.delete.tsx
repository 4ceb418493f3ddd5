import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formatRequestWithdraw, formatRequestWithdrawDialog } from "~/lib/format-requests.server";
import { formatRequests } from "~/resources/format-requests";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => formatRequestWithdrawDialog(args);
export const action = (args: ActionFunctionArgs) => formatRequestWithdraw(args);
export default function FormatRequestsDelete() {
  return <ResourceDeleteDialog resource={formatRequests} />;
}
