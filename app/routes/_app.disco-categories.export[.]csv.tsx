import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { discoCategories } from "~/resources/catalogue";

export const loader = (args: LoaderFunctionArgs) => resourceExport(discoCategories, args);
