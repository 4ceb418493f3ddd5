import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { tabDelete, tabRecord } from "~/lib/event-workspace.server";
import { spinGifts } from "~/resources/venue-content";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => tabRecord(spinGifts, "spin-gifts", args, "delete");
export const action = (args: ActionFunctionArgs) => tabDelete(spinGifts, "spin-gifts", args);
export default function EventSpinGiftsDelete() {
  return <ResourceDeleteDialog resource={spinGifts} />;
}
