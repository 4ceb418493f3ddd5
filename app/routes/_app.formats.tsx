import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { formats } from "~/resources/venues";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(formats, args);
export const meta = resourceMeta;
export default function FormatsList() {
  return <ResourceListPage resource={formats} />;
}
