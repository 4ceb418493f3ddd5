import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { discos } from "~/resources/venues";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(discos, args);
export const meta = resourceMeta;
export default function DiscosList() {
  return <ResourceListPage resource={discos} />;
}
