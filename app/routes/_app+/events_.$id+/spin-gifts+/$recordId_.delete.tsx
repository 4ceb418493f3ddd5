import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { tabDelete, tabRecord } from "~/domains/events/event-workspace.server";
import { spinGifts } from "~/domains/venues/venue-content.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => tabRecord(spinGifts, "spin-gifts", args, "delete");
export const action = (args: ActionFunctionArgs) => tabDelete(spinGifts, "spin-gifts", args);
export default function EventSpinGiftsDelete() {
  return <ResourceDeleteDialog resource={spinGifts} />;
}
