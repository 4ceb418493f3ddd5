import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { galleyStock, saveGalleyStock } from "~/lib/galley.server";
import { GalleyStockDialog } from "~/ui/night";

export const loader = (args: LoaderFunctionArgs) => galleyStock(args);
export const action = (args: ActionFunctionArgs) => saveGalleyStock(args);
export default GalleyStockDialog;
