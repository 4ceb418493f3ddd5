import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { structures } from "~/resources/venues";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(structures, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(structures, args);
export default function StructuresDelete() {
  return <ResourceDeleteDialog resource={structures} />;
}
