import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { collaborators } from "~/resources/people";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(collaborators, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(collaborators, args);
export default function CollaboratorsDelete() {
  return <ResourceDeleteDialog resource={collaborators} />;
}
