import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formatRequestDecide, formatRequestDecisionDialog } from "~/domains/venues/format-requests.server";
import { FormatRequestDecisionDialog } from "~/domains/venues/format-request-pages";

export const loader = (args: LoaderFunctionArgs) => formatRequestDecisionDialog("approve", args);
export const action = (args: ActionFunctionArgs) => formatRequestDecide("approve", args);
export default function FormatRequestsApprove() {
  return <FormatRequestDecisionDialog decision="approve" />;
}
