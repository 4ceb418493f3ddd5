import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { galleries } from "~/domains/venues/venue-content.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(galleries, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(galleries, args);
export default function GalleriesDelete() {
  return <ResourceDeleteDialog resource={galleries} />;
}
