import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { products } from "~/domains/products/products.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(products, args);
