import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { applyCloakroomChange, cloakroomChangePage } from "~/lib/cloakroom.server";
import { CloakroomChangeDialog } from "~/ui/night";

export const loader = (args: LoaderFunctionArgs) => cloakroomChangePage(args);
export const action = (args: ActionFunctionArgs) => applyCloakroomChange(args);
export default CloakroomChangeDialog;
