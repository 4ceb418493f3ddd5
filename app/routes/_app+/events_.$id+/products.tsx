import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { changeEventProducts, eventProductsTab } from "~/domains/events/event-products.server";
import { EventProductsTab } from "~/domains/events/event-products";

export const loader = (args: LoaderFunctionArgs) => eventProductsTab(args);
export const action = (args: ActionFunctionArgs) => changeEventProducts(args);
export default EventProductsTab;
