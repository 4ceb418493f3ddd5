import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { images } from "~/resources/moderation";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(images, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(images, args);
export default function ImagesDelete() {
  return <ResourceDeleteDialog resource={images} />;
}
