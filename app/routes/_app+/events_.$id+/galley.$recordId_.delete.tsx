import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { galleyRemovePage, removeGalleyProduct } from "~/domains/galley-cloakroom/galley.server";
import { GalleyRemoveDialog } from "~/domains/galley-cloakroom/galley-page";

export const loader = (args: LoaderFunctionArgs) => galleyRemovePage(args);
export const action = (args: ActionFunctionArgs) => removeGalleyProduct(args);
export default GalleyRemoveDialog;
