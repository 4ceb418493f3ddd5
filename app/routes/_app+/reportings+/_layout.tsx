import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { reportings } from "~/domains/venues/moderation.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(reportings, args);
export const meta = resourceMeta;
export default function ReportingsList() {
  return <ResourceListPage resource={reportings} />;
}
