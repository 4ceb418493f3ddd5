import type { LoaderFunctionArgs } from "@remix-run/node";
import { firstEventTab } from "~/domains/events/event-workspace.server";

export const loader = (args: LoaderFunctionArgs) => firstEventTab(args);

/**
 * Never shown: the loader sends everyone to their first tab. A component makes this a page rather than a resource
 * route, so an unknown or foreign event, or an upstream failure, is the workspace's error page inside the shell, not
 * the JSON the failure is thrown as (decision 047).
 */
export default function EventIndex() {
  return null;
}
