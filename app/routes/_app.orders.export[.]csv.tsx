import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { orders } from "~/resources/orders";

export const loader = (args: LoaderFunctionArgs) => resourceExport(orders, args);
