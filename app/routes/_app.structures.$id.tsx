import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { structures } from "~/resources/venues";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(structures, args);
export const action = (args: ActionFunctionArgs) => resourceSave(structures, args);
export default function StructuresForm() {
  return <ResourceFormDialog resource={structures} />;
}
