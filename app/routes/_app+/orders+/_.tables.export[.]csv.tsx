import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { tableOrders } from "~/domains/orders/orders.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(tableOrders, args);
