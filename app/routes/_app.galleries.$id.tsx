import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { galleries } from "~/resources/venue-content";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(galleries, args);
export const action = (args: ActionFunctionArgs) => resourceSave(galleries, args);
export default function GalleriesForm() {
  return <ResourceFormDialog resource={galleries} />;
}
