import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { discos } from "~/domains/venues/venues.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(discos, args);
export const action = (args: ActionFunctionArgs) => resourceSave(discos, args);
export default function DiscosForm() {
  return <ResourceFormDialog resource={discos} />;
}
