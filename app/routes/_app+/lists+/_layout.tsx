import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { lists } from "~/domains/people/people.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(lists, args);
export const meta = resourceMeta;
export default function ListsList() {
  return <ResourceListPage resource={lists} />;
}
