import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { changeEventProducts, eventProductsTab } from "~/lib/event-products.server";
import { EventProductsTab } from "~/ui/event-products";

export const loader = (args: LoaderFunctionArgs) => eventProductsTab(args);
export const action = (args: ActionFunctionArgs) => changeEventProducts(args);
export default EventProductsTab;
