import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { collaborators } from "~/domains/people/people.resources";
import { ResourceListPage, resourceMeta } from "~/resource/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(collaborators, args);
export const meta = resourceMeta;
export default function CollaboratorsList() {
  return <ResourceListPage resource={collaborators} />;
}
