import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { applyCloakroomChange, cloakroomChangePage } from "~/domains/galley-cloakroom/cloakroom.server";
import { CloakroomChangeDialog } from "~/domains/galley-cloakroom/cloakroom-change-dialog";

export const loader = (args: LoaderFunctionArgs) => cloakroomChangePage(args);
export const action = (args: ActionFunctionArgs) => applyCloakroomChange(args);
export default CloakroomChangeDialog;
