import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cloakroomRemovePage, removeCloakroomSlot } from "~/domains/galley-cloakroom/cloakroom.server";
import { cloakroomSlots } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => cloakroomRemovePage(args);
export const action = (args: ActionFunctionArgs) => removeCloakroomSlot(args);
export default function CloakroomRemoveSlot() {
  return <ResourceDeleteDialog resource={cloakroomSlots} />;
}
