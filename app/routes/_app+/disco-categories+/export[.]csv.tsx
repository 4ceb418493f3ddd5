import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
import { discoCategories } from "~/domains/products/catalogue.resources";

export const loader = (args: LoaderFunctionArgs) => resourceExport(discoCategories, args);
