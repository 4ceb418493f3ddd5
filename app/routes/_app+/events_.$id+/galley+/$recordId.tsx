import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { galleyStock, saveGalleyStock } from "~/domains/galley-cloakroom/galley.server";
import { GalleyStockDialog } from "~/domains/galley-cloakroom/galley-stock-dialog";

export const loader = (args: LoaderFunctionArgs) => galleyStock(args);
export const action = (args: ActionFunctionArgs) => saveGalleyStock(args);
export default GalleyStockDialog;
