import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { formats } from "~/domains/venues/venues.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(formats, args);
export const action = (args: ActionFunctionArgs) => resourceSave(formats, args);
export default function FormatsForm() {
  return <ResourceFormDialog resource={formats} />;
}
