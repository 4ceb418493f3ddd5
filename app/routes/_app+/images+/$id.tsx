import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { images } from "~/domains/venues/moderation.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(images, args);
export const action = (args: ActionFunctionArgs) => resourceSave(images, args);
export default function ImagesForm() {
  return <ResourceFormDialog resource={images} />;
}
