import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cloakroomRemovePage, removeCloakroomSlot } from "~/domains/galley-cloakroom/cloakroom.server";
import { CloakroomRemoveDialog } from "~/domains/galley-cloakroom/cloakroom-page";

export const loader = (args: LoaderFunctionArgs) => cloakroomRemovePage(args);
export const action = (args: ActionFunctionArgs) => removeCloakroomSlot(args);
export default CloakroomRemoveDialog;
