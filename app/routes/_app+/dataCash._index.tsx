import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { dataCashPage, saveDataCash } from "~/domains/venues/data-cash.server";
import { DataCashPage } from "~/domains/venues/data-cash-page";
import { resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => dataCashPage(args);
export const action = (args: ActionFunctionArgs) => saveDataCash(args);
export const meta = resourceMeta;
export default DataCashPage;
