import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/lib/resource.server";
import { promoScans } from "~/resources/promos";

export const loader = (args: LoaderFunctionArgs) => resourceExport(promoScans, args);
