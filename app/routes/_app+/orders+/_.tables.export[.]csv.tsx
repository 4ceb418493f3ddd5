import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { tableOrders } from "~/domains/orders/orders.resources";
import { pageOnFailure } from "~/core/http/failure-page.server";

export const loader = pageOnFailure((args: LoaderFunctionArgs) => resourceExport(tableOrders, args));
