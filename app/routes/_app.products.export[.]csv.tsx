import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { products } from "~/resources/products";

export const loader = (args: LoaderFunctionArgs) => resourceExport(products, args);
