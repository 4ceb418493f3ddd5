import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
import { globalSpinGifts } from "~/domains/venues/venue-content.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(globalSpinGifts, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(globalSpinGifts, args);
export default function GlobalSpinGiftsDelete() {
  return <ResourceDeleteDialog resource={globalSpinGifts} />;
}
