import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { spinGifts } from "~/resources/venue-content";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(spinGifts, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(spinGifts, args);
export default function SpinGiftsDelete() {
  return <ResourceDeleteDialog resource={spinGifts} />;
}
