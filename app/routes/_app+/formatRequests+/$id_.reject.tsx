import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formatRequestDecide, formatRequestDecisionDialog } from "~/domains/venues/format-requests.server";
import { FormatRequestDecisionDialog } from "~/domains/venues/format-request-pages";

export const loader = (args: LoaderFunctionArgs) => formatRequestDecisionDialog("reject", args);
export const action = (args: ActionFunctionArgs) => formatRequestDecide("reject", args);
export default function FormatRequestsReject() {
  return <FormatRequestDecisionDialog decision="reject" />;
}
