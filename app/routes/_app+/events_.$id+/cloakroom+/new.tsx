import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cloakroomRangePage, createCloakroomSlots } from "~/domains/galley-cloakroom/cloakroom.server";
import { CloakroomRangeDialog } from "~/domains/galley-cloakroom/cloakroom-range-dialog";

export const loader = (args: LoaderFunctionArgs) => cloakroomRangePage(args);
export const action = (args: ActionFunctionArgs) => createCloakroomSlots(args);
export default CloakroomRangeDialog;
