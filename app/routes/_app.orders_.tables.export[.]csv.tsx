import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { tableOrders } from "~/resources/orders";

export const loader = (args: LoaderFunctionArgs) => resourceExport(tableOrders, args);
