import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { productTemplates } from "~/resources/products";

export const loader = (args: LoaderFunctionArgs) => resourceExport(productTemplates, args);
