import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { lists } from "~/resources/people";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(lists, args);
export const meta = resourceMeta;
export default function ListsList() {
  return <ResourceListPage resource={lists} />;
}
