import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { reportings } from "~/resources/moderation";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(reportings, args);
export const meta = resourceMeta;
export default function ReportingsList() {
  return <ResourceListPage resource={reportings} />;
}
