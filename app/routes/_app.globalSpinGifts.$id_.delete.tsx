import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/lib/resource.server";
import { globalSpinGifts } from "~/resources/venue-content";
import { ResourceDeleteDialog } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(globalSpinGifts, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(globalSpinGifts, args);
export default function GlobalSpinGiftsDelete() {
  return <ResourceDeleteDialog resource={globalSpinGifts} />;
}
