import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { images } from "~/resources/moderation";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(images, args);
export const action = (args: ActionFunctionArgs) => resourceSave(images, args);
export default function ImagesForm() {
  return <ResourceFormDialog resource={images} />;
}
