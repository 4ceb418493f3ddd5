import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { collaborators } from "~/resources/people";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(collaborators, args);
export const meta = resourceMeta;
export default function CollaboratorsList() {
  return <ResourceListPage resource={collaborators} />;
}
