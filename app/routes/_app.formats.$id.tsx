import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { formats } from "~/resources/venues";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(formats, args);
export const action = (args: ActionFunctionArgs) => resourceSave(formats, args);
export default function FormatsForm() {
  return <ResourceFormDialog resource={formats} />;
}
