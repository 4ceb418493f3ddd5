import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cloakroomSlotForm, saveCloakroomSlot } from "~/domains/galley-cloakroom/cloakroom.server";
import { cloakroomSlots } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => cloakroomSlotForm(args);
export const action = (args: ActionFunctionArgs) => saveCloakroomSlot(args);
export default function CloakroomSlotForm() {
  return <ResourceFormDialog resource={cloakroomSlots} />;
}
