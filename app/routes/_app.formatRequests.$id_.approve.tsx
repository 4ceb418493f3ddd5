import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formatRequestDecide, formatRequestDecisionDialog } from "~/lib/format-requests.server";
import { FormatRequestDecisionDialog } from "~/ui/format-request-pages";

export const loader = (args: LoaderFunctionArgs) => formatRequestDecisionDialog("approve", args);
export const action = (args: ActionFunctionArgs) => formatRequestDecide("approve", args);
export default function FormatRequestsApprove() {
  return <FormatRequestDecisionDialog decision="approve" />;
}
