import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { assignProducts } from "~/domains/products/products.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(assignProducts, args);
