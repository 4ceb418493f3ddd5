import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/lib/resource.server";
import { spinProbabilityCheck } from "~/lib/spin-gifts.server";
import { globalSpinGifts } from "~/resources/venue-content";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(globalSpinGifts, args);
export const action = (args: ActionFunctionArgs) => resourceSave(globalSpinGifts, args, { check: spinProbabilityCheck });
export default function GlobalSpinGiftsForm() {
  return <ResourceFormDialog resource={globalSpinGifts} />;
}
