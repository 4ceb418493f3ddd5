import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { formats } from "~/domains/venues/venues.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(formats, args);
export const meta = resourceMeta;
export default function FormatsList() {
  return <ResourceListPage resource={formats} />;
}
