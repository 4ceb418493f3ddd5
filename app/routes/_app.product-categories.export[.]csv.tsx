import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { productCategories } from "~/resources/catalogue";

export const loader = (args: LoaderFunctionArgs) => resourceExport(productCategories, args);
