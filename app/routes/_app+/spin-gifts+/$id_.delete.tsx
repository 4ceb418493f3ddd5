import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { spinGifts } from "~/domains/venues/venue-content.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(spinGifts, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(spinGifts, args);
export default function SpinGiftsDelete() {
  return <ResourceDeleteDialog resource={spinGifts} />;
}
