import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { vips } from "~/domains/venues/venue-content.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(vips, args);
export const action = (args: ActionFunctionArgs) => resourceSave(vips, args);
export default function VipsForm() {
  return <ResourceFormDialog resource={vips} />;
}
