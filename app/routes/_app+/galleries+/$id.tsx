import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { galleries } from "~/domains/venues/venue-content.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(galleries, args);
export const action = (args: ActionFunctionArgs) => resourceSave(galleries, args);
export default function GalleriesForm() {
  return <ResourceFormDialog resource={galleries} />;
}
