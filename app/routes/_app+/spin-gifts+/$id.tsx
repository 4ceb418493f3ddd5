import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { spinProbabilityCheck } from "~/domains/promos/spin-gifts.server";
import { spinGifts } from "~/domains/venues/venue-content.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(spinGifts, args);
export const action = (args: ActionFunctionArgs) => resourceSave(spinGifts, args, { check: spinProbabilityCheck });
export default function SpinGiftsForm() {
  return <ResourceFormDialog resource={spinGifts} />;
}
