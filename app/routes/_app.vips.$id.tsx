import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { vips } from "~/resources/venue-content";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(vips, args);
export const action = (args: ActionFunctionArgs) => resourceSave(vips, args);
export default function VipsForm() {
  return <ResourceFormDialog resource={vips} />;
}
