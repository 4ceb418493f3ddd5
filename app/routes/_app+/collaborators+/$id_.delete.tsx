import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { collaborators } from "~/domains/people/people.resources";
import { ResourceDeleteDialog } from "~/resource/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(collaborators, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(collaborators, args);
export default function CollaboratorsDelete() {
  return <ResourceDeleteDialog resource={collaborators} />;
}
