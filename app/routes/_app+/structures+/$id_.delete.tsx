import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { structures } from "~/domains/venues/venues.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(structures, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(structures, args);
export default function StructuresDelete() {
  return <ResourceDeleteDialog resource={structures} />;
}
