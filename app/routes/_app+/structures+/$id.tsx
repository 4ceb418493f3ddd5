import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { structures } from "~/domains/venues/venues.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(structures, args);
export const action = (args: ActionFunctionArgs) => resourceSave(structures, args);
export default function StructuresForm() {
  return <ResourceFormDialog resource={structures} />;
}
