import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { spinProbabilityCheck } from "~/domains/promos/spin-gifts.server";
import { globalSpinGifts } from "~/domains/venues/venue-content.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(globalSpinGifts, args);
export const action = (args: ActionFunctionArgs) =>
  resourceSave(globalSpinGifts, args, { check: spinProbabilityCheck });
export default function GlobalSpinGiftsForm() {
  return <ResourceFormDialog resource={globalSpinGifts} />;
}
