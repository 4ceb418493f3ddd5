import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { vips } from "~/domains/venues/venue-content.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(vips, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(vips, args);
export default function VipsDelete() {
  return <ResourceDeleteDialog resource={vips} />;
}
