import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { images } from "~/domains/venues/moderation.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(images, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(images, args);
export default function ImagesDelete() {
  return <ResourceDeleteDialog resource={images} />;
}
