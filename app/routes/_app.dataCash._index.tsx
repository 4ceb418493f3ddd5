import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { dataCashPage, saveDataCash } from "~/lib/data-cash.server";
import { DataCashPage } from "~/ui/data-cash-page";
import { resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => dataCashPage(args);
export const action = (args: ActionFunctionArgs) => saveDataCash(args);
export const meta = resourceMeta;
export default DataCashPage;
