import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { orders } from "~/domains/orders/orders.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(orders, args);
