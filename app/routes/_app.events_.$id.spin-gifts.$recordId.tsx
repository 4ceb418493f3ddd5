import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { tabRecord, tabSave } from "~/lib/event-workspace.server";
import { spinProbabilityCheck } from "~/lib/spin-gifts.server";
import { spinGifts } from "~/resources/venue-content";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => tabRecord(spinGifts, "spin-gifts", args);
export const action = (args: ActionFunctionArgs) => tabSave(spinGifts, "spin-gifts", args, { check: spinProbabilityCheck });
export default function EventSpinGiftsForm() {
  return <ResourceFormDialog resource={spinGifts} />;
}
