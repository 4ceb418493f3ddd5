import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { productTemplates } from "~/domains/products/products.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(productTemplates, args);
