import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { tabRecord, tabSave } from "~/domains/events/event-workspace.server";
import { spinProbabilityCheck } from "~/domains/promos/spin-gifts.server";
import { spinGifts } from "~/domains/venues/venue-content.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => tabRecord(spinGifts, "spin-gifts", args);
export const action = (args: ActionFunctionArgs) =>
  tabSave(spinGifts, "spin-gifts", args, { check: spinProbabilityCheck });
export default function EventSpinGiftsForm() {
  return <ResourceFormDialog resource={spinGifts} />;
}
