import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { productCategories } from "~/domains/products/catalogue.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(productCategories, args);
