import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { spinProbabilityCheck } from "~/lib/spin-gifts.server";
import { spinGifts } from "~/resources/venue-content";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(spinGifts, args);
export const action = (args: ActionFunctionArgs) => resourceSave(spinGifts, args, { check: spinProbabilityCheck });
export default function SpinGiftsForm() {
  return <ResourceFormDialog resource={spinGifts} />;
}
